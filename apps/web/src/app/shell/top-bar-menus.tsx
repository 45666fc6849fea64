import { FEEDBACK_MODAL_PARAM } from '@prism/domain';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, type ButtonProps } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Dropdown, DropdownSection, dropdownItemClassName } from '../../components/ui/dropdown';
import { DOCUMENTATION_ENTRIES } from '../../features/documentation/lib/documentation-entries';
import { HELP_CONTACT, SUPPORT_TEAM } from '../../lib/contact';
import { AREA_ROUTES } from '../area-routes';
import { leftMenuQuery } from './left-menu-items';
import { HelpIcon } from './top-bar-icons';
import { TopBarTipBubble, useTopBarTip } from './top-bar-tip';
import styles from './top-bar.module.css';

/** A link per area page, titled as the page is. */
function areaLinks(paths: readonly string[]) {
  return paths.map((path) => ({
    to: `/${path}`,
    label: AREA_ROUTES.find((route) => route.path === path)?.title ?? path,
  }));
}

const TOOLS = [
  { to: '/tools/krypto', label: 'Krypto' },
  ...areaLinks([
    'tools/sequence',
    'tools/volt',
    'tools/voc-summary',
    'tools/tableau/reports',
    'tools/cst',
    'tools/toptalker',
    'tools/work-orders/search',
    'datalens/cpe',
  ]),
];

const DATA_SOURCES = areaLinks([
  'data-sources/overview',
  'data-sources/quantum',
  'data-sources/qube',
  'data-sources/airlytics',
  'data-sources/glue-tables',
]);

function LinkMenu({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <Dropdown trigger={title}>
      {() => (
        <DropdownSection>
          {links.map((link) => (
            <Link key={link.to} className={dropdownItemClassName} to={link.to}>
              {link.label}
            </Link>
          ))}
        </DropdownSection>
      )}
    </Dropdown>
  );
}

/** Prism's own tools, then the external tools at their configured addresses, each in a new tab. */
export function ToolsMenu({ externalLinks = [] }: { externalLinks?: readonly ExternalLink[] }) {
  return (
    <Dropdown trigger="Tools">
      {() => (
        <>
          <DropdownSection title={externalLinks.length > 0 ? 'Prism tools' : undefined}>
            {TOOLS.map((link) => (
              <Link key={link.to} className={dropdownItemClassName} to={link.to}>
                {link.label}
              </Link>
            ))}
          </DropdownSection>
          {externalLinks.length > 0 ? (
            <DropdownSection title="External tools">
              {externalLinks.map((link) => (
                <a
                  key={link.id}
                  className={dropdownItemClassName}
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ))}
            </DropdownSection>
          ) : null}
        </>
      )}
    </Dropdown>
  );
}

export interface ExternalLink {
  id: string;
  label: string;
  url: string;
}

export function DocsMenu() {
  return (
    <LinkMenu
      title="Docs"
      links={[
        { to: '/documentation', label: 'All documentation' },
        ...DOCUMENTATION_ENTRIES.map((entry) => ({ to: `/documentation/${entry.id}`, label: entry.title })),
      ]}
    />
  );
}

export function DataSourcesMenu() {
  return <LinkMenu title="Data Sources" links={DATA_SOURCES} />;
}

/** Admins only: Prism Usage, keeping the current query (spec 000 section 2). */
export function AdminMenu() {
  const { search } = useLocation();
  return (
    <LinkMenu title="Prism Admin" links={[{ to: `/prismadmin/prismusage${search}`, label: 'Prism Usage' }]} />
  );
}

interface TopBarIconLinkProps {
  to: string;
  /** The link's accessible name. */
  label: string;
  /** Shown on hover and focus, and read as the link's description. */
  tip: string;
  /** Active on this path (marked as the current page). */
  activePath: string;
  /** Right-aligns the tooltip under the icon, for links near the right edge. */
  tipAlign?: 'center' | 'end';
  children: ReactNode;
}

/** An icon link of the top bar with a tooltip on hover and keyboard focus that Escape hides. */
function TopBarIconLink({ to, label, tip, activePath, tipAlign = 'center', children }: TopBarIconLinkProps) {
  const { pathname } = useLocation();
  const tooltip = useTopBarTip();
  const here = pathname === activePath;
  return (
    <span className={styles.iconAnchor} {...tooltip.anchorProps}>
      <Link
        to={to}
        aria-label={label}
        aria-describedby={tooltip.id}
        aria-current={here ? 'page' : undefined}
        className={here ? `${styles.iconLink} ${styles.iconLinkActive}` : styles.iconLink}
        {...tooltip.triggerProps}
        onClick={tooltip.close}
      >
        {children}
      </Link>
      <TopBarTipBubble id={tooltip.id} open={tooltip.open} align={tipAlign}>
        {tip}
      </TopBarTipBubble>
    </span>
  );
}

export interface TopBarCollapsibleButtonProps extends Omit<ButtonProps, 'children' | 'size'> {
  /** The visible label on wide windows; the accessible name and the tooltip when compact. */
  label: string;
  /** Stands for the label when the top bar is compact. */
  icon: ReactNode;
  tipAlign?: 'center' | 'end';
}

/**
 * A button of the top bar whose label collapses to its icon while the top bar is compact (when its
 * items would not fit otherwise: use-top-bar-density.ts), as an admin's do at the spec's 1000px.
 * The label stays in the button, visually hidden, so its name does not change; a tooltip shows it.
 */
export function TopBarCollapsibleButton({
  label,
  icon,
  tipAlign = 'center',
  className,
  onClick,
  onFocus,
  ...rest
}: TopBarCollapsibleButtonProps) {
  const tooltip = useTopBarTip();
  return (
    <span className={styles.iconAnchor} {...tooltip.anchorProps}>
      <Button
        size="small"
        className={[styles.collapsible, className].filter(Boolean).join(' ')}
        {...rest}
        {...tooltip.triggerProps}
        onFocus={(event) => {
          tooltip.triggerProps.onFocus();
          onFocus?.(event);
        }}
        onClick={(event) => {
          tooltip.close();
          onClick?.(event);
        }}
      >
        <span className={styles.collapsibleIcon} aria-hidden="true">
          {icon}
        </span>
        <span className={styles.collapsibleLabel}>{label}</span>
      </Button>
      <TopBarTipBubble id={tooltip.id} open={tooltip.open} align={tipAlign} compactOnly>
        {label}
      </TopBarTipBubble>
    </span>
  );
}

/** Admins only: the extra admin item of spec 000 section 2 (docs/decisions.md), the System Status page. */
export function SystemStatusLink() {
  return (
    <TopBarIconLink
      to="/prismadmin/system"
      activePath="/prismadmin/system"
      label="System Status"
      tip="System Status: server version, store health and event totals"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M3 12h4l3-8 4 16 3-8h4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </TopBarIconLink>
  );
}

/**
 * The prism-basic item of spec 000 section 2 (docs/decisions.md): the user's dashboards of
 * `entityId`, carrying the page's shared query parameters as the left menu's links do.
 */
export function MyDashboardsLink({ entityId }: { entityId: string }) {
  const { search } = useLocation();
  const path = `/${encodeURI(entityId)}/dashboards/mine`;
  return (
    <TopBarIconLink
      to={`${path}${leftMenuQuery(search)}`}
      activePath={path}
      label="My Dashboards"
      tip={`My Dashboards of ${entityId}`}
      tipAlign="end"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <rect x="3" y="3" width="7" height="9" rx="1" />
          <rect x="14" y="3" width="7" height="5" rx="1" />
          <rect x="14" y="12" width="7" height="9" rx="1" />
          <rect x="3" y="16" width="7" height="5" rx="1" />
        </g>
      </svg>
    </TopBarIconLink>
  );
}

/** 'Need Help': how to reach the team, or send feedback about Prism (the dialog opens from the address). */
export function HelpButton() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const openFeedback = () => {
    setOpen(false);
    const params = new URLSearchParams(search);
    params.set(FEEDBACK_MODAL_PARAM, 'true');
    navigate({ pathname, search: `?${params}` });
  };
  return (
    <>
      <TopBarCollapsibleButton
        variant="secondary"
        label="Need Help"
        icon={<HelpIcon />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      {open ? (
        <Dialog
          title="Need Help?"
          onClose={() => setOpen(false)}
          footer={
            <Button variant="secondary" onClick={openFeedback}>
              Send feedback
            </Button>
          }
        >
          <div className={styles.help}>
            <p>The {SUPPORT_TEAM} answers questions about Prism.</p>
            <dl>
              <dt>Distribution list</dt>
              <dd>
                <a href={`mailto:${HELP_CONTACT.distributionList}`}>{HELP_CONTACT.distributionList}</a>
              </dd>
              <dt>Chat room</dt>
              <dd>
                <a href={HELP_CONTACT.chatRoom} target="_blank" rel="noreferrer">
                  {HELP_CONTACT.chatRoomName}
                </a>
              </dd>
            </dl>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
