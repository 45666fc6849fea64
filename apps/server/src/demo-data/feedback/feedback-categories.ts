import {
  CONFIDENCE_THRESHOLD_DEFAULT,
  type Category,
  type CategoryGroup,
  type ManualCategory,
  type Platform,
} from '@prism/domain';
import type { FeedbackIssue } from './feedback-text';

/**
 * The demo Voice of Customer platforms and their categories: per platform a three-level hierarchy
 * (top category → mid-level → subcategory) whose leaves name the issues the demo texts talk about,
 * a few archived nodes (an archived mid-level makes its children inactive), manual categories hung
 * under some of them and a few named category groups. Ids are stable strings built from the path,
 * so the same category has the same `_id` in every run and every store.
 */

export type DemoFeedbackPlatformKey = 'portals' | 'video' | 'internal' | 'digital' | 'journey' | 'employee';

interface PlatformDef {
  readonly key: DemoFeedbackPlatformKey;
  readonly name: string;
  readonly description: string;
  /** Catalogue ids of the applications whose feedback the platform's model reads. */
  readonly applicationIDs: readonly string[];
  readonly tree: readonly Node[];
  /** Named groups of top categories: a group holds the active leaves under them. */
  readonly groups: readonly {
    readonly key: string;
    readonly name: string;
    readonly tops: readonly string[];
  }[];
}

/** A node of the hierarchy; `issues` are the demo issues filed under a leaf. */
interface Node {
  readonly key: string;
  readonly name: string;
  readonly description: string;
  readonly issues?: readonly FeedbackIssue[];
  readonly archived?: boolean;
  /** Added after the last training run, so the model does not know it yet. */
  readonly untrained?: boolean;
  readonly manual?: readonly { readonly key: string; readonly name: string; readonly archived?: boolean }[];
  readonly children?: readonly Node[];
}

const node = (
  key: string,
  name: string,
  description: string,
  rest: Omit<Node, 'key' | 'name' | 'description'> = {},
): Node => ({ key, name, description, ...rest });

// Blocks shared by several platforms (each platform prefixes the ids with its own key).

const BILLING = node('billing', 'Billing', 'Charges, payments and statements.', {
  manual: [
    { key: 'price-increase-letter', name: 'Price increase letter' },
    { key: 'promo-roll-off', name: 'Promo rolled off' },
  ],
  children: [
    node('payments', 'Payments', 'Paying the bill: one-time payments and autopay.', {
      children: [
        node('autopay', 'Autopay failed', 'Autopay did not charge, charged twice or turned itself off.', {
          issues: ['billing.autopay'],
          manual: [
            { key: 'card-expired', name: 'Card expired' },
            { key: 'bank-declined', name: 'Bank declined' },
          ],
        }),
        node('declined', 'Payment not accepted', 'A payment errors out, times out or is not applied.', {
          issues: ['billing.payment'],
          manual: [{ key: 'gateway-outage', name: 'Payment gateway outage' }],
        }),
      ],
    }),
    node('charges', 'Charges', 'What the customer is charged.', {
      children: [
        node('overcharged', 'Higher bill than expected', 'Unexpected charges, fees or a promo ending.', {
          issues: ['billing.overcharged'],
        }),
        node('late-fee', 'Late fee', 'Late fees the customer disputes.', { issues: ['billing.lateFee'] }),
      ],
    }),
    node('statements', 'Statements', 'Bills, paperless delivery and statement history.', {
      children: [
        node(
          'paperless',
          'Paperless billing',
          'Paperless enrolment, bill emails and paper bills still sent.',
          {
            issues: ['billing.paperless'],
          },
        ),
      ],
    }),
    // Retired with the move to the new statement: its children go inactive with it.
    node('paper-bills', 'Paper bill layout', 'The old paper statement (retired with the 2024 redesign).', {
      archived: true,
      children: [
        node('confusing', 'Confusing layout', 'Customers could not read the old statement.'),
        node('insert', 'Bill inserts', 'Marketing inserts in the paper bill.'),
      ],
    }),
  ],
});

const ACCOUNT_ACCESS = node('access', 'Account Access', 'Signing in, passwords and verification.', {
  children: [
    node('sign-in', 'Sign-in', 'Getting into the account.', {
      children: [
        node('password', 'Password reset', 'Reset emails that never arrive, resets that do not take.', {
          issues: ['signIn.password'],
          manual: [{ key: 'reset-email-spam', name: 'Reset email in spam' }],
        }),
        node('locked', 'Account locked', 'Locked after failed attempts or for no clear reason.', {
          issues: ['signIn.locked'],
        }),
      ],
    }),
    node('verification', 'Verification', 'One-time codes and device activation codes.', {
      children: [
        node('code', 'Code not received', 'Verification or activation codes that never arrive or expire.', {
          issues: ['signIn.code'],
        }),
      ],
    }),
  ],
});

const CONNECTIVITY = node('connectivity', 'Connectivity', 'Internet service: outages, speed and Wi-Fi.', {
  manual: [{ key: 'storm', name: 'Storm damage' }],
  children: [
    node('outages', 'Outages', 'Service down and how outages are communicated.', {
      children: [
        node('internet-down', 'Internet down', 'No internet service.', {
          issues: ['outage.internet'],
          manual: [
            { key: 'area-outage', name: 'Area outage' },
            { key: 'single-home', name: 'Single home' },
          ],
        }),
        node('tv-down', 'TV service down', 'No TV signal on any device.', { issues: ['outage.tv'] }),
        node('updates', 'No outage updates', 'No alerts, wrong restore times, no answers.', {
          issues: ['outage.updates'],
        }),
      ],
    }),
    node('speed', 'Speed', 'Slower than the plan, or unstable.', {
      children: [
        node('slow', 'Slower than plan', 'Measured speeds far below the plan.', { issues: ['speed.slow'] }),
        node('drops', 'Connection drops', 'The connection cuts out and comes back.', {
          issues: ['speed.drops'],
        }),
      ],
    }),
    node('wifi', 'Wi-Fi', 'Coverage and the Wi-Fi pods.', {
      children: [
        node('coverage', 'Weak coverage', 'Rooms with little or no Wi-Fi.', { issues: ['speed.wifiRange'] }),
        node('pods', 'Pods drop', 'Wi-Fi pods going offline or not helping.', {
          issues: ['equipment.pods'],
          untrained: true,
        }),
      ],
    }),
  ],
});

const APP = (name: string) =>
  node('app', name, 'Stability and speed of the app or site itself.', {
    children: [
      node('stability', 'Stability', 'Crashes and regressions.', {
        children: [
          node('crash', 'Crashes', 'The app closes or crashes.', {
            issues: ['app.crash'],
            manual: [
              { key: 'crash-launch', name: 'Crash on launch' },
              { key: 'ios-18', name: 'iOS 18 only', archived: true },
            ],
          }),
          node('after-update', 'Broken after update', 'Something stopped working after a release.', {
            issues: ['app.update'],
          }),
        ],
      }),
      node('performance', 'Performance', 'Slow screens and freezes.', {
        children: [
          node('slow', 'Slow or frozen', 'Spinners, lag and frozen screens.', { issues: ['app.frozen'] }),
        ],
      }),
      node('design', 'Design', 'Layout and wording suggestions.'),
    ],
  });

const SUPPORT = node('support', 'Customer Support', 'Phone, chat and the agents themselves.', {
  children: [
    node('phone', 'Phone support', 'Calling the support line.', {
      children: [
        node('hold', 'Long hold times', 'Waits on hold and dropped calls.', { issues: ['support.wait'] }),
        node('transfers', 'Transferred repeatedly', 'Bounced between departments.', {
          issues: ['support.transfer'],
        }),
      ],
    }),
    node('chat', 'Chat', 'Chat support and the chat bot.', {
      children: [
        node('bot', 'Chat bot unhelpful', 'Loops, links and no human.', { issues: ['support.chat'] }),
      ],
    }),
    node('agent', 'Agent experience', 'How the agent handled it, good or bad.', {
      issues: ['support.agent'],
      manual: [{ key: 'callback-missed', name: 'Callback missed' }],
    }),
  ],
});

const INSTALLATION = (name: string) =>
  node('install', name, 'Installs, self-install kits and activation.', {
    children: [
      node('appointments', 'Appointments', 'Scheduling and technician visits.', {
        children: [
          node('no-show', 'Technician no-show', 'Missed or cancelled appointments.', {
            issues: ['install.noShow'],
            manual: [{ key: 'rescheduled', name: 'Rescheduled by dispatch' }],
          }),
          node('visit', 'Technician visit', 'How the visit went.', { issues: ['install.tech'] }),
        ],
      }),
      node('self-install', 'Self-install', 'Kits and activating equipment yourself.', {
        children: [
          node('kit', 'Self-install kit', 'Missing parts and unclear instructions.', {
            issues: ['install.selfInstall'],
          }),
          node('activation', 'Activation failed', 'Equipment that will not activate.', {
            issues: ['install.activation'],
          }),
        ],
      }),
    ],
  });

const EQUIPMENT = node('equipment', 'Equipment', 'Routers, boxes and remotes.', {
  children: [
    node('router', 'Router', 'The rented router or modem.', {
      children: [
        node('reboots', 'Needs restarting', 'Reboots itself or needs unplugging.', {
          issues: ['equipment.router'],
        }),
      ],
    }),
    node('tv-equipment', 'TV equipment', 'Cable boxes and remotes.', {
      children: [
        node('box', 'Box freezes', 'Freezes, slow starts and lost recordings.', {
          issues: ['equipment.box'],
        }),
        node('remote', 'Remote', 'Remotes that lag or will not pair.', { issues: ['equipment.remote'] }),
      ],
    }),
  ],
});

const STREAMING = node('streaming', 'Streaming', 'Playback of live TV and on demand.', {
  children: [
    node('playback', 'Playback', 'Video that will not play smoothly.', {
      children: [
        node('buffering', 'Buffering', 'The spinning wheel.', {
          issues: ['streaming.buffering'],
          manual: [
            { key: 'evening-peak', name: 'Evening peak' },
            { key: 'live-sports', name: 'Live sports' },
          ],
        }),
        node('errors', 'Playback errors', 'Error codes and black screens.', { issues: ['streaming.error'] }),
      ],
    }),
    node('quality', 'Picture & sound', 'Picture quality and audio.', {
      children: [
        node('picture', 'Poor picture quality', 'Blurry or pixelated video.', {
          issues: ['streaming.quality'],
        }),
        node('audio', 'Audio out of sync', 'Audio and captions out of sync or cutting out.', {
          issues: ['streaming.audio'],
        }),
      ],
    }),
  ],
});

const GUIDE = node('guide', 'Channel Guide', 'The lineup and the program guide.', {
  children: [
    node('lineup', 'Lineup', 'Channels in the package.', {
      children: [
        node('missing', 'Missing channel', 'Channels missing from the lineup.', {
          issues: ['guide.missing'],
        }),
      ],
    }),
    node('listings', 'Listings', 'Program information and guide speed.', {
      children: [
        node('wrong', 'Wrong listings', 'Wrong or missing program information.', {
          issues: ['guide.listings'],
        }),
        node('slow', 'Slow guide', 'Guide slow to open or scroll.', { issues: ['guide.slow'] }),
      ],
    }),
  ],
});

const PRAISE = node('praise', 'Praise', 'Compliments worth passing on.', {
  children: [
    node('app', 'App', 'Praise for the app or site.', { issues: ['praise.app'] }),
    node('service', 'Service', 'Praise for the service.', { issues: ['praise.service'] }),
    node('technician', 'Technician', 'Praise for a technician.', { issues: ['praise.tech'] }),
    node('value', 'Value', 'Praise for the price.', { issues: ['praise.value'] }),
  ],
});

const PLATFORMS: readonly PlatformDef[] = [
  {
    key: 'portals',
    name: 'Portals',
    description: 'In-app feedback of the self-service, bill pay, shop and support apps.',
    applicationIDs: [
      'MSA@Web',
      'MSA@iOS',
      'MSA@Android',
      'SMB@Web',
      'SMB@iOS',
      'BusinessPortal@Web',
      'PayNow@Web',
      'Shop@Web',
      'Support@Web',
    ],
    tree: [
      BILLING,
      ACCOUNT_ACCESS,
      CONNECTIVITY,
      APP('App Experience'),
      SUPPORT,
      INSTALLATION('Installation'),
      EQUIPMENT,
      PRAISE,
      node('promotions', 'Promotions', 'Promotional offers (retired: offers moved to the shop).', {
        archived: true,
        children: [
          node('expired', 'Promo expired', 'The promo price ended.'),
          node('not-applied', 'Promo not applied', 'A promised promo missing from the bill.'),
        ],
      }),
    ],
    groups: [
      { key: 'money', name: 'Billing & Payments', tops: ['billing'] },
      { key: 'network', name: 'Network', tops: ['connectivity', 'equipment'] },
      { key: 'digital', name: 'Digital Experience', tops: ['app', 'access'] },
    ],
  },
  {
    key: 'video',
    name: 'Video',
    description: 'In-app feedback of the TV apps and the set-top guide.',
    applicationIDs: [
      'OneApp@Roku',
      'OneApp@RokuRsg',
      'OneApp@iOS',
      'OneApp@Android',
      'OneApp@AppleTV',
      'OneApp@Web',
      'SpecGuide@OVP',
      'BulkMDU@Roku',
      'SamsungTV@TVSDK',
      'StreamBox@Android',
      'KidsZone@iOS',
    ],
    tree: [
      STREAMING,
      GUIDE,
      APP('App Experience'),
      ACCOUNT_ACCESS,
      EQUIPMENT,
      CONNECTIVITY,
      SUPPORT,
      PRAISE,
      BILLING,
      node('dvr', 'Cloud DVR', 'Recordings in the cloud (retired with the old DVR service).', {
        archived: true,
        children: [node('recordings-lost', 'Recordings lost', 'Recordings that disappeared.')],
      }),
    ],
    groups: [
      { key: 'watching', name: 'Watching TV', tops: ['streaming', 'guide'] },
      { key: 'digital', name: 'Digital Experience', tops: ['app', 'access'] },
    ],
  },
  {
    key: 'internal',
    name: 'Internal',
    description: 'Feedback of staff on the technician, care and store tools.',
    applicationIDs: [
      'TechMobile@Android',
      'TechMobile@iOS',
      'CareAgent@Web',
      'StoreKiosk@Web',
      'FieldOps@Web',
    ],
    tree: [
      node('work-orders', 'Work Orders', 'Completing and syncing jobs.', {
        children: [
          node('completion', 'Job completion', 'Closing out a job.', {
            children: [
              node('cannot-close', 'Cannot close job', 'Submit fails or notes are lost.', {
                issues: ['tools.workOrder'],
                manual: [{ key: 'dispatch-closed', name: 'Closed by dispatch' }],
              }),
            ],
          }),
          node('sync', 'Offline sync', 'Jobs done offline that never sync.', {
            children: [
              node('failed', 'Sync failures', 'Updates lost or jobs stuck open.', { issues: ['tools.sync'] }),
            ],
          }),
        ],
      }),
      node('lookup', 'Customer Lookup', 'Finding the customer and their account.', {
        children: [
          node('search', 'Account search', 'Searching for accounts.', {
            children: [
              node('slow', 'Slow account search', 'Slow or empty results.', { issues: ['tools.lookup'] }),
            ],
          }),
        ],
      }),
      node('scan', 'Equipment Scan', 'Scanning serial numbers.', {
        children: [
          node('barcode', 'Barcode scan fails', 'Serials that will not scan.', { issues: ['tools.scan'] }),
        ],
      }),
      APP('App Experience'),
      ACCOUNT_ACCESS,
      node('training', 'Training & Docs', 'Guides and training for the tools.'),
      node('hardware', 'Hardware', 'Tablets, phones and printers.', {
        children: [
          node('battery', 'Battery life', 'Devices that do not last a shift.'),
          node('printer', 'Receipt printer', 'The retired receipt printers.', { archived: true }),
        ],
      }),
      PRAISE,
    ],
    groups: [{ key: 'field', name: 'Field Tools', tops: ['work-orders', 'scan'] }],
  },
  {
    key: 'digital',
    name: 'Digital Surveys',
    description: 'Answers to the site intercept surveys of the self-service portals.',
    applicationIDs: ['DigitalSurvey@Web@portals'],
    tree: [
      BILLING,
      ACCOUNT_ACCESS,
      APP('Website Experience'),
      CONNECTIVITY,
      SUPPORT,
      INSTALLATION('Orders & Installs'),
      EQUIPMENT,
      PRAISE,
    ],
    groups: [
      { key: 'money', name: 'Billing & Payments', tops: ['billing'] },
      { key: 'network', name: 'Network', tops: ['connectivity', 'equipment'] },
    ],
  },
  {
    key: 'journey',
    name: 'Journey Surveys',
    description: 'Answers to the surveys sent after installs, repairs and Wi-Fi checks.',
    applicationIDs: ['JourneySurvey@Web@journey_survey'],
    tree: [
      INSTALLATION('Installation'),
      EQUIPMENT,
      CONNECTIVITY,
      SUPPORT,
      BILLING,
      ACCOUNT_ACCESS,
      PRAISE,
      node('moves', 'Moves & Transfers', 'Moving service to a new home.', {
        children: [
          node('transfer-date', 'Transfer date', 'Service not moved on the chosen date.'),
          node(
            'old-address',
            'Billed at old address',
            'Still billed at the old address (merged into Billing).',
            {
              archived: true,
            },
          ),
        ],
      }),
    ],
    groups: [
      { key: 'install', name: 'Install Journey', tops: ['install', 'equipment'] },
      { key: 'network', name: 'Network', tops: ['connectivity'] },
    ],
  },
  {
    key: 'employee',
    name: 'Employee Experience',
    description: 'The monthly employee pulse survey.',
    applicationIDs: ['EmployeePulse@Web@employee_experience'],
    tree: [
      node('tools', 'Tools & Systems', 'The systems employees work in.', {
        children: [
          node('desktop', 'Desktop tools', 'Care desktop and laptops.', {
            children: [
              node('slow', 'Slow or crashing tools', 'Tools that freeze or too many of them.', {
                issues: ['work.systems'],
              }),
            ],
          }),
          node('legacy-phones', 'Desk phones', 'The old desk phones (replaced by softphones).', {
            archived: true,
            children: [node('dropped', 'Dropped calls', 'Desk phones dropping calls.')],
          }),
        ],
      }),
      node('training', 'Training', 'Onboarding and ongoing training.', { issues: ['work.training'] }),
      node('workload', 'Workload & Staffing', 'Staffing, targets and overtime.', {
        issues: ['work.workload'],
        manual: [{ key: 'overtime', name: 'Mandatory overtime' }],
      }),
      node('management', 'Management', 'Supervisors and leadership.', { issues: ['work.management'] }),
      node('pay', 'Pay & Benefits', 'Pay, commission and benefits.', {
        children: [
          node('compensation', 'Compensation', 'Pay and commission.', {
            children: [node('pay-level', 'Pay level', 'Pay against the market.', { issues: ['work.pay'] })],
          }),
        ],
      }),
      node('recognition', 'Recognition & Culture', 'Recognition, team and culture.', {
        issues: ['work.recognition'],
      }),
      node('schedule', 'Scheduling', 'Shifts, bids and time off.', { issues: ['work.schedule'] }),
      node('career', 'Career Growth', 'Promotions and internal moves.', { issues: ['work.career'] }),
    ],
    groups: [{ key: 'people', name: 'People & Leadership', tops: ['management', 'recognition', 'career'] }],
  },
];

export interface DemoFeedbackCatalogue {
  readonly platforms: readonly Platform[];
  readonly categories: readonly Category[];
  readonly manualCategories: readonly ManualCategory[];
  readonly categoryGroups: readonly CategoryGroup[];
}

/** A platform as the generator uses it: its record plus the active leaves filed under each issue. */
export interface DemoFeedbackPlatform {
  readonly key: DemoFeedbackPlatformKey;
  readonly platform: Platform;
  readonly leavesByIssue: ReadonlyMap<FeedbackIssue, Category>;
  /** Manual categories hung under a category or any of its ancestors, by category `_id`. */
  readonly manualByCategory: ReadonlyMap<string, readonly ManualCategory[]>;
}

/** The platform `_id` of a key. */
export function demoFeedbackPlatformId(key: DemoFeedbackPlatformKey): string {
  return `plat-${key}`;
}

interface Built {
  readonly catalogue: DemoFeedbackCatalogue;
  readonly platforms: ReadonlyMap<DemoFeedbackPlatformKey, DemoFeedbackPlatform>;
}

function build(): Built {
  const platforms: Platform[] = [];
  const categories: Category[] = [];
  const manualCategories: ManualCategory[] = [];
  const categoryGroups: CategoryGroup[] = [];
  const runtimes = new Map<DemoFeedbackPlatformKey, DemoFeedbackPlatform>();

  for (const def of PLATFORMS) {
    const applicationIDs = [...def.applicationIDs];
    const platform: Platform = {
      _id: demoFeedbackPlatformId(def.key),
      name: def.name,
      description: def.description,
      applicationIDs,
      mlAnalysisField: 'verbatim',
      confidenceThreshold: CONFIDENCE_THRESHOLD_DEFAULT,
    };
    platforms.push(platform);
    const leavesByIssue = new Map<FeedbackIssue, Category>();
    const manualOwn = new Map<string, ManualCategory[]>();
    const ancestors = new Map<string, readonly string[]>();
    const leavesUnderTop = new Map<string, Category[]>();

    const visit = (n: Node, top: Node, parent: Category | null, path: string, archivedAbove: boolean) => {
      const id = `${path}-${n.key}`;
      if (id.length > 64) throw new Error(`category id too long: ${id}`);
      const category: Category = {
        _id: id,
        applicationIDs,
        category: top.name,
        parent: parent?._id ?? null,
        subcategory: parent === null ? null : n.name,
        description: n.description,
        isArchived: n.archived === true,
        hasArchivedParent: archivedAbove,
        isMLTrained: !n.untrained && !n.archived && !archivedAbove,
      };
      categories.push(category);
      ancestors.set(id, [...(parent ? [parent._id, ...(ancestors.get(parent._id) ?? [])] : [])]);
      for (const manual of n.manual ?? []) {
        const record: ManualCategory = {
          _id: `man-${def.key}-${n.key}-${manual.key}`.slice(0, 64),
          applicationIDs,
          category: id,
          manualCategory: manual.name,
          description: `${manual.name} (under ${n.name}).`,
          isArchived: manual.archived === true,
        };
        manualCategories.push(record);
        manualOwn.set(id, [...(manualOwn.get(id) ?? []), record]);
      }
      const active = !category.isArchived && !archivedAbove;
      if (n.children && n.children.length > 0) {
        for (const child of n.children) visit(child, top, category, id, archivedAbove || category.isArchived);
      } else if (active) {
        // Only leaves are applied (a category with a child is applied through its child).
        for (const issue of n.issues ?? []) if (!leavesByIssue.has(issue)) leavesByIssue.set(issue, category);
        leavesUnderTop.set(top.key, [...(leavesUnderTop.get(top.key) ?? []), category]);
      }
    };
    for (const top of def.tree) visit(top, top, null, `cat-${def.key}`, false);

    const manualByCategory = new Map<string, readonly ManualCategory[]>();
    for (const [id, above] of ancestors) {
      const list = [id, ...above].flatMap((candidate) => manualOwn.get(candidate) ?? []);
      if (list.length > 0) manualByCategory.set(id, list);
    }
    for (const group of def.groups) {
      const leaves = group.tops.flatMap((top) => leavesUnderTop.get(top) ?? []);
      categoryGroups.push({
        _id: `grp-${def.key}-${group.key}`,
        categoryGroupName: group.name,
        categoryIds: leaves.map((leaf) => leaf._id),
        categoryOptions: leaves.map((leaf) => ({
          label: leaf.subcategory ?? leaf.category,
          value: leaf._id,
        })),
      });
    }
    runtimes.set(def.key, { key: def.key, platform, leavesByIssue, manualByCategory });
  }
  return { catalogue: { platforms, categories, manualCategories, categoryGroups }, platforms: runtimes };
}

let built: Built | undefined;

/** The demo platforms, categories, manual categories and category groups (the same in every run). */
export function demoFeedbackCatalogue(): DemoFeedbackCatalogue {
  built ??= build();
  return built.catalogue;
}

/** A platform with its leaf and manual-category lookups. */
export function demoFeedbackPlatform(key: DemoFeedbackPlatformKey): DemoFeedbackPlatform {
  built ??= build();
  const platform = built.platforms.get(key);
  if (!platform) throw new Error(`unknown demo feedback platform ${key}`);
  return platform;
}

/** The name an applied category shows: a subcategory's own name, or the top category's. */
export function demoCategoryLabel(category: Pick<Category, 'category' | 'subcategory'>): string {
  return category.subcategory ?? category.category;
}
