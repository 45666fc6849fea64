import type { Sentiment } from '@prism/domain';
import { type Rand, type Weighted, weighted } from '../generator-random';

/**
 * Verbatims of the demo Voice of Customer feedback: what customers, technicians and employees
 * write, composed from sentence banks with slots (device, channel, amount, day, duration…). Every
 * text comes with the issues it talks about and the tone it was written in, so the generator can
 * give it matching scores and categories. The wording leans on plain sentiment words ("terrible",
 * "love", "frustrated") because the server's sentiment is lexicon-based: a furious text that used
 * none of them would come out neutral.
 */

/** The intended tone of a text; the same labels as `awsSentiment`. */
export type FeedbackTone = Sentiment;
export type FeedbackLanguage = 'en' | 'es';
/** Who writes: customers about the products, staff about their tools, employees about their job. */
export type FeedbackAudience = 'customer' | 'staff' | 'employee';
/**
 * How much is written: nothing (a score-only answer), junk (tests and keyboard mashing, which
 * analysts hide), a word or two, one to three sentences, or a long story (300 to 1,500 characters).
 */
export type FeedbackTextShape = 'empty' | 'junk' | 'short' | 'normal' | 'long';

export type FeedbackTopic =
  | 'billing'
  | 'outage'
  | 'speed'
  | 'signIn'
  | 'appCrash'
  | 'streaming'
  | 'guide'
  | 'installation'
  | 'equipment'
  | 'support'
  | 'praise'
  | 'workTools'
  | 'workplace';

/** What a text is about, one step finer than its topic; categories are matched on this. */
interface IssueBank {
  readonly topic: FeedbackTopic;
  readonly negative: readonly string[];
  readonly positive: readonly string[];
  readonly neutral: readonly string[];
  /** A few words that name the issue ("buffering", "too expensive"). */
  readonly short?: readonly string[];
  /** Spanish sentences, negative first; the issues without them are written in English only. */
  readonly es?: { readonly negative: readonly string[]; readonly positive?: readonly string[] };
  /** Tone weights [negative, mixed, neutral, positive] when they differ from the usual complaint mix. */
  readonly tones?: readonly [number, number, number, number];
}

const BANKS = {
  'billing.overcharged': {
    topic: 'billing',
    negative: [
      'My bill went up by {amount} this month and nobody told me why.',
      'I was charged {amount} for a service I never ordered.',
      'The promo price ended and my bill jumped to {amount} without any warning.',
      'Why am I paying {amount} more than last month for the exact same plan?',
      'There is a {amount} equipment fee on my bill for a box I returned {duration} ago.',
      'I keep getting overcharged and every month I have to call to get a credit.',
    ],
    positive: [
      'The agent found the extra {amount} charge and credited it right away.',
      'Bill is finally back to what I was quoted, thanks for fixing it.',
    ],
    neutral: [
      'Can someone explain the {amount} "network fee" on my statement?',
      'What is the {amount} charge labeled broadcast TV fee?',
    ],
    short: ['too expensive', 'Bill went up AGAIN', 'overcharged', 'prices keep going up'],
    es: {
      negative: [
        'Me cobraron {amount} de más este mes y nadie me explica por qué.',
        'La factura subió sin aviso, es un abuso.',
      ],
      positive: ['Me devolvieron el cobro extra muy rápido, gracias.'],
    },
  },
  'billing.autopay': {
    topic: 'billing',
    negative: [
      'Autopay did not go through and now I have a late notice even though my card is on file.',
      'I set up autopay {times} and it keeps turning itself off.',
      'Autopay charged me twice this month, {amount} each time.',
      'Updated my card for autopay and the page said error, no idea if it saved.',
      'Autopay failed with no email or text, I only found out when my service was suspended.',
    ],
    positive: ['Setting up autopay took less than a minute, very easy.', 'Love that autopay just works now.'],
    neutral: [
      'How do I change the date autopay takes the money out?',
      'Please let me use a different card for autopay than the one on the account.',
    ],
    short: ['autopay broken', 'autopay failed again'],
    es: {
      negative: ['El pago automático falló otra vez y ahora me cobran recargo.'],
      positive: ['Fue muy fácil activar el pago automático.'],
    },
  },
  'billing.paperless': {
    topic: 'billing',
    negative: [
      'I signed up for paperless and I still get a paper bill every month.',
      'Paperless billing email never shows up, I have to log in to see what I owe.',
      'You switched me to paperless without asking and I missed my bill.',
      'Turning off paperless is impossible, the toggle does nothing.',
    ],
    positive: ['Paperless billing was easy to turn on, one less envelope in the mail.'],
    neutral: [
      'Where do I download old statements now that I am on paperless?',
      'Is there a discount for paperless billing?',
    ],
  },
  'billing.lateFee': {
    topic: 'billing',
    negative: [
      'I got a {amount} late fee even though I paid on {day}.',
      'Charged a late fee because your payment page was down, that is not my fault.',
      'Late fee again after the system took a week to post my payment.',
      'I have paid on time for {years} and you hit me with a late fee the one time autopay failed.',
    ],
    positive: ['The late fee was waived with no hassle, appreciate it.'],
    neutral: ['What is the grace period before a late fee is added?'],
    short: ['remove the late fee'],
  },
  'billing.payment': {
    topic: 'billing',
    negative: [
      'Tried to pay my bill {times} and got error {errorCode} every time.',
      'Payment page keeps timing out when I click submit.',
      'It took my payment but the balance still shows {amount} due.',
      'Cannot pay with my debit card, it says the card is not accepted.',
      'The pay bill button just spins, I gave up and paid by phone.',
    ],
    positive: ['Paying my bill took two taps, nice and simple.', 'Quick and easy to pay, thank you.'],
    neutral: [
      'Can you add Apple Pay or PayPal as a payment option?',
      'Is there a way to split the payment across two cards?',
    ],
    short: ['cant pay my bill', 'payment error'],
    es: {
      negative: ['No puedo pagar mi factura, la página da error cada vez.'],
      positive: ['Pagar la factura fue rápido y fácil.'],
    },
  },
  'outage.internet': {
    topic: 'outage',
    negative: [
      'Internet has been down since {when} and I work from home.',
      'Another outage. This is the {ordinal} time this month the internet went out.',
      'No internet for {duration} and the app just says there is no outage in my area.',
      'Internet drops out every evening around 8 and comes back hours later.',
      'The whole neighborhood has been without internet since {day} morning.',
      'Service went out in the middle of my work meeting, again.',
    ],
    positive: ['Internet came back faster than I expected after the storm, thanks to the crews.'],
    neutral: ['Is there an outage in my area? The internet light is blinking red.'],
    short: ['internet down', 'outage again', 'no internet'],
    es: {
      negative: [
        'Llevo {duration} sin internet y nadie me da una respuesta.',
        'Se fue el internet otra vez, trabajo desde casa y es terrible.',
      ],
    },
  },
  'outage.tv': {
    topic: 'outage',
    negative: [
      'All channels went black during {show}.',
      'TV service is out and the box just says no signal.',
      'Cable has been out since {when}, paying for nothing.',
      'Every channel shows a "service unavailable" message.',
    ],
    positive: [],
    neutral: ['Is there a TV outage right now? Only some channels work.'],
    short: ['tv out', 'no signal'],
  },
  'outage.updates': {
    topic: 'outage',
    negative: [
      'The outage page keeps saying it will be fixed by {time} and then moves it again.',
      'No text, no email, nothing about the outage. I had to find out from my neighbor.',
      'Nobody can tell me when my service will be back.',
      'Signed up for outage alerts and never got a single one.',
    ],
    positive: ['The outage text alerts were really helpful, I knew exactly when it would be back.'],
    neutral: ['Please send updates by text when there is an outage.'],
  },
  'speed.slow': {
    topic: 'speed',
    negative: [
      'I pay for {speedPaid} and I am getting {speedGot} Mbps on a good day.',
      'Internet is painfully slow every night, videos will not even load.',
      'Speed test shows {speedGot} Mbps, that is not what I am paying for.',
      'Ever since {when} the internet crawls. Pages take forever to open.',
      'Upload speed is so slow my video calls freeze constantly.',
    ],
    positive: ['Speeds have been great since the upgrade, getting what I pay for.'],
    neutral: [
      'Would upgrading to {speedPaid} help with gaming lag?',
      'What speed do I need for 4 TVs streaming at once?',
    ],
    short: ['slow internet', 'super slow', 'speeds are terrible'],
    es: {
      negative: ['Pago por {speedPaid} y me llegan {speedGot} Mbps, muy lento.'],
      positive: ['El internet va muy rápido, excelente.'],
    },
  },
  'speed.wifiRange': {
    topic: 'speed',
    negative: [
      'Wi-Fi does not reach the {room}, the signal is useless there.',
      'Only get one bar of Wi-Fi in the {room} even with the router in the middle of the house.',
      'The Wi-Fi coverage is terrible, half the house has no signal.',
    ],
    positive: ['Wi-Fi covers the whole house now, even the {room}.'],
    neutral: ['Do you sell anything to extend Wi-Fi to a detached garage?'],
  },
  'speed.drops': {
    topic: 'speed',
    negative: [
      'Connection drops {times} a day and I have to restart the modem.',
      'Internet keeps cutting out for a few seconds, it kills my online games.',
      'My {device} keeps disconnecting from Wi-Fi every few minutes.',
      'Constant disconnects since the maintenance on {day}.',
    ],
    positive: ['No more dropouts since the line was fixed, rock solid now.'],
    neutral: ['Is there a log of when my connection dropped?'],
    short: ['keeps disconnecting', 'drops constantly'],
  },
  'signIn.password': {
    topic: 'signIn',
    negative: [
      'Password reset email never arrives, I have tried {times}.',
      'Reset my password and it still says invalid credentials.',
      'The password rules are ridiculous and the error does not say what is wrong.',
      'I cannot sign in to {app} after the update, it keeps saying my password is wrong.',
      'Forgot password link goes to a page that does not load.',
    ],
    positive: ['Resetting my password was quick this time.'],
    neutral: [
      'How do I change the email I use to sign in?',
      'Can I sign in with my phone number instead of a username?',
    ],
    short: ['cant log in', 'login broken', 'password reset doesnt work'],
    es: { negative: ['No puedo entrar a mi cuenta, el correo para cambiar la contraseña nunca llega.'] },
  },
  'signIn.locked': {
    topic: 'signIn',
    negative: [
      'Locked out of my account after {n} tries and now I have to wait {wait}.',
      'My account got locked for no reason and support could not unlock it.',
      'Every time I sign in on my {device} it locks the account.',
    ],
    positive: [],
    neutral: ['How long does an account stay locked?'],
    short: ['locked out'],
  },
  'signIn.code': {
    topic: 'signIn',
    negative: [
      'Never got the verification code by text, tried {times}.',
      'The activation code on the TV expires before the website accepts it.',
      'The code you send expires in seconds, I cannot type it in time.',
      'Asks me for a verification code every single time I open {app}.',
    ],
    positive: ['Activating my {device} with the code on screen was easy.'],
    neutral: ['Can I get the verification code by email instead of text?'],
    short: ['no code received'],
  },
  'app.crash': {
    topic: 'appCrash',
    negative: [
      '{app} crashes every time I open it on my {device}.',
      'The app closes by itself as soon as I tap anything.',
      'Crashes on launch, reinstalled {times} and it still crashes.',
      'App crashed in the middle of what I was doing and I lost everything.',
      'Keeps crashing since the last update, completely unusable.',
    ],
    positive: ['No more crashes since the last update, thank you.'],
    neutral: ['Is there a known issue with the app on my {device}?'],
    short: ['crashes', 'app keeps crashing', 'crash on open'],
    es: {
      negative: ['La aplicación se cierra sola cada vez que la abro.'],
      positive: ['La aplicación ya no se cierra, gracias.'],
    },
  },
  'app.frozen': {
    topic: 'appCrash',
    negative: [
      '{app} is so slow, every screen takes forever to load.',
      'Stuck on the loading spinner for {minutes} minutes.',
      'The app freezes and I have to force close it.',
      'Everything lags, tapping a button takes several seconds to respond.',
    ],
    positive: ['The app is much faster now, pages load instantly.'],
    neutral: ['Any plans to make the app work offline?'],
    short: ['slow app', 'so laggy'],
  },
  'app.update': {
    topic: 'appCrash',
    negative: [
      'The new update ruined the app, I cannot find anything anymore.',
      'After the latest update nothing loads on my {device}.',
      'Why did you remove the feature I used every day in the last update?',
      'Update broke the app, please roll it back.',
    ],
    positive: ['The new update looks clean and is easy to use.'],
    neutral: ['Can I go back to the old layout?', 'Please add a dark mode.'],
  },
  'streaming.buffering': {
    topic: 'streaming',
    negative: [
      'Constant buffering on my {device}, the wheel spins every few minutes.',
      'Cannot watch {show} without it buffering every 30 seconds.',
      'Buffering on every channel at night, but other streaming apps work fine on the same Wi-Fi.',
      'Live TV buffers nonstop, it is unwatchable.',
      'Buffering during the biggest game of the year. Unbelievable.',
    ],
    positive: ['Streaming has been smooth with no buffering lately.'],
    neutral: ['Is there a setting to lower the streaming quality so it buffers less?'],
    short: ['buffering', 'constant buffering', 'always buffering'],
    es: {
      negative: [
        'Se congela cada rato, no se puede ver nada en vivo.',
        'Siempre está cargando, imposible ver {show}.',
      ],
      positive: ['Ya no se traba, se ve muy bien.'],
    },
  },
  'streaming.quality': {
    topic: 'streaming',
    negative: [
      'Picture is blurry and pixelated on {channel}, looks like it is from 2005.',
      'Says HD but the picture quality on my {device} is awful.',
      'The stream drops to low quality every few minutes.',
    ],
    positive: ['Picture quality is fantastic on the new 4K channels.'],
    neutral: ['Which channels are available in 4K?'],
    short: ['pixelated', 'blurry picture'],
  },
  'streaming.error': {
    topic: 'streaming',
    negative: [
      'Getting error {errorCode} when I try to play anything.',
      '"Something went wrong" every time I pick a channel on my {device}.',
      'Video will not start, just a black screen with an error code.',
      'On demand shows fail to play halfway through and start over from the beginning.',
    ],
    positive: [],
    neutral: ['What does error {errorCode} mean?'],
    short: ['error playing video', 'black screen'],
  },
  'streaming.audio': {
    topic: 'streaming',
    negative: [
      'Audio is out of sync with the video on {channel}.',
      'Sound cuts out for a few seconds every few minutes.',
      'Closed captions are way behind the audio.',
    ],
    positive: [],
    neutral: ['How do I switch the audio to Spanish?'],
  },
  'guide.missing': {
    topic: 'guide',
    negative: [
      '{channel} disappeared from my lineup and I still pay for it.',
      'Where did {channel} go? It was there on {day}.',
      'Lost all my local channels after the lineup change.',
      'Half of the channels in my package are not in the guide on my {device}.',
    ],
    positive: [],
    neutral: ['Will {channel} be added to the app?', 'Can I hide channels I do not get from the guide?'],
    short: ['missing channels'],
    es: { negative: ['Desaparecieron los canales en español de mi paquete.'] },
  },
  'guide.listings': {
    topic: 'guide',
    negative: [
      'The guide shows the wrong show, {channel} listings are off by an hour.',
      'Guide says "To Be Announced" for everything tonight.',
      'Program info in the guide is missing for most channels.',
    ],
    positive: ['The new guide layout makes it easy to see what is on.'],
    neutral: ['Can the guide show more than two weeks ahead?'],
  },
  'guide.slow': {
    topic: 'guide',
    negative: [
      'The guide takes forever to scroll, every page loads slowly.',
      'Opening the guide freezes the box for {minutes} minutes.',
      'Guide is painfully slow compared to the old one.',
    ],
    positive: ['Guide is snappy now, much better.'],
    neutral: ['Is there a way to filter the guide to favorites only?'],
    short: ['guide slow'],
  },
  'install.noShow': {
    topic: 'installation',
    negative: [
      'Took a day off work for the {window} appointment and nobody showed up.',
      'The technician never came and nobody called to reschedule.',
      'Appointment was cancelled {times} with no explanation.',
      'Waited all day on {day} for the install. No call, no show.',
    ],
    positive: [],
    neutral: ['Can I get a text when the technician is on the way?'],
    short: ['tech never showed'],
    es: { negative: ['El técnico nunca llegó y perdí un día de trabajo.'] },
  },
  'install.selfInstall': {
    topic: 'installation',
    negative: [
      'The self install kit was missing the power cord.',
      'Self install instructions make no sense, the pictures do not match the modem I got.',
      'Spent {wait} trying to set up the self install kit and gave up.',
    ],
    positive: [
      'Self install was super easy, up and running in {minutes} minutes.',
      'The self install kit had everything I needed, easy setup.',
    ],
    neutral: ['Can I pick up a self install kit at a store instead of shipping?'],
    tones: [0.5, 0.12, 0.1, 0.28],
  },
  'install.activation': {
    topic: 'installation',
    negative: [
      'Activation failed at the last step and told me to call support.',
      'Modem has been "activating" for {duration}.',
      'The activation page said success but I still have no service.',
      'Had to call {times} to get the equipment activated.',
    ],
    positive: ['Activation in the app worked on the first try, great job.'],
    neutral: ['How long does activation usually take?'],
  },
  'install.tech': {
    topic: 'installation',
    negative: [
      'The technician left cables all over the floor and a hole in the wall.',
      'Tech was rude and in a hurry, did not test anything before leaving.',
      'The installer left before making sure the TV worked.',
    ],
    positive: [
      'The technician was on time, friendly and explained everything.',
      'Installer did a great job hiding the cables, very professional.',
    ],
    neutral: ['Can the technician also mount the router on the wall?'],
    tones: [0.4, 0.12, 0.08, 0.4],
  },
  'equipment.router': {
    topic: 'equipment',
    negative: [
      'The router reboots itself several times a day.',
      'I have to unplug the router {times} a week to get it working again.',
      'This router overheats and the lights go off.',
      'The router you sent is old and cannot keep up with my {speedPaid} plan.',
    ],
    positive: ['The new router made a huge difference, everything is faster.'],
    neutral: [
      'Can I use my own router instead of renting one?',
      'How do I change the Wi-Fi name and password?',
    ],
    short: ['router keeps restarting'],
  },
  'equipment.pods': {
    topic: 'equipment',
    negative: [
      'The Wi-Fi pods keep dropping offline and the {room} loses signal.',
      'Pods show connected in the app but nothing connects to them.',
      'Paid for the pods and the {room} is still a dead zone.',
      'One of the pods goes offline every night.',
    ],
    positive: ['The pods fixed the dead zone in the {room}, love them.'],
    neutral: ['Where is the best place to put the pods?'],
    short: ['pods keep dropping'],
  },
  'equipment.box': {
    topic: 'equipment',
    negative: [
      'The cable box freezes and reboots during shows.',
      'Box takes {minutes} minutes to turn on every morning.',
      'My cable box keeps saying "please wait" and never loads.',
      'The DVR on the box deleted my recordings.',
    ],
    positive: ['The new box is quick and quiet, much better than the old one.'],
    neutral: ['How do I swap my old box for the new one?'],
    short: ['box keeps freezing'],
  },
  'equipment.remote': {
    topic: 'equipment',
    negative: [
      'The voice remote stopped working with the box.',
      'Remote lags so much I press buttons twice.',
      'New remote does not pair, tried the steps {times}.',
    ],
    positive: ['The voice remote is great, I just say the channel.'],
    neutral: ['Can I get a remote with bigger buttons for my dad?'],
  },
  'support.wait': {
    topic: 'support',
    negative: [
      'Waited on hold for {wait} and then the call dropped.',
      'Over an hour on hold just to ask a simple question.',
      'Support line says the wait is 5 minutes and it is always {wait}.',
      'Called on {day} and nobody ever picked up.',
    ],
    positive: ['Got through to a person in under 5 minutes, impressive.'],
    neutral: ['Can you add a callback option instead of waiting on hold?'],
    short: ['long hold times'],
    es: { negative: ['Estuve {wait} esperando en el teléfono y nadie me atendió.'] },
  },
  'support.transfer': {
    topic: 'support',
    negative: [
      'Got transferred {times} and had to repeat my account number every time.',
      'Each agent told me something different and then transferred me again.',
      'Transferred to the wrong department and disconnected.',
    ],
    positive: [],
    neutral: ['Is there a direct number for billing questions?'],
  },
  'support.chat': {
    topic: 'support',
    negative: [
      'The chat bot is useless, it just sends me links to articles.',
      'Chat said an agent would join and nobody ever did.',
      'Asked for a real person {times} in chat and the bot kept looping.',
      'Chat closed while I was typing and lost the whole conversation.',
    ],
    positive: ['Chat support solved my problem in a few minutes.'],
    neutral: ['Is chat support available at night?'],
    short: ['chat bot useless'],
  },
  'support.agent': {
    topic: 'support',
    negative: [
      'The agent was rude and hung up on me.',
      'Support promised a callback on {day} and never called.',
      'The rep did not know anything about my account and guessed.',
    ],
    positive: [
      'The agent was patient and fixed my issue on the first call.',
      '{agent} in support went above and beyond, please thank them.',
      'Support was friendly and quick, great experience.',
    ],
    neutral: ['Can I request the same agent when I call back?'],
    short: ['helpful agent'],
    tones: [0.45, 0.1, 0.05, 0.4],
  },
  'praise.app': {
    topic: 'praise',
    negative: [],
    positive: [
      'Love the latest version of {app}, everything is easy to find.',
      'Great app, does everything I need.',
      'Works perfectly on my {device}, very happy.',
      'Best version of the app yet, clean and fast.',
      'So easy to use, my parents figured it out without me.',
      'I like that I can do everything in one place now.',
    ],
    neutral: [],
    short: ['Great!', 'love it', 'Love the app', 'Awesome app', 'works great', 'Excellent', 'very good'],
    es: { negative: [], positive: ['Excelente aplicación, muy fácil de usar.', 'Me encanta la aplicación.'] },
    tones: [0, 0.1, 0, 0.9],
  },
  'praise.service': {
    topic: 'praise',
    negative: [],
    positive: [
      'Great service, never had a problem in {years}.',
      'Internet has been reliable and fast, very happy customer.',
      'Excellent service all around, thank you.',
      'Everything works great, no complaints at all.',
    ],
    neutral: [],
    short: ['Great service', 'Thank you!', 'excellent service'],
    es: {
      negative: [],
      positive: ['Muy buen servicio, gracias.', 'Excelente servicio, todo funciona bien.'],
    },
    tones: [0, 0.1, 0, 0.9],
  },
  'praise.tech': {
    topic: 'praise',
    negative: [],
    positive: [
      '{agent} the technician was amazing, friendly and fast.',
      'The tech took the time to show me how everything works, great job.',
      'Very professional technician, cleaned up after himself too.',
    ],
    neutral: [],
    short: ['great tech'],
    tones: [0, 0.1, 0, 0.9],
  },
  'praise.value': {
    topic: 'praise',
    negative: [],
    positive: [
      'Good price for the speed, better than what I had before.',
      'Great value compared to the other providers in my area.',
      'Happy with the price and no contract, thank you.',
    ],
    neutral: [],
    short: ['good value'],
    tones: [0, 0.15, 0, 0.85],
  },
  'tools.workOrder': {
    topic: 'workTools',
    negative: [
      'Cannot close the work order, the complete button just spins.',
      'Lost all my job notes when {app} crashed on the last step of the work order.',
      'Had to call dispatch to close the job because the app would not submit.',
      'Work order shows the wrong equipment list so I cannot finish the job.',
    ],
    positive: ['Closing jobs is much quicker since the last update.'],
    neutral: ['Can we attach more than 5 photos to a work order?'],
    short: ['cant close job'],
  },
  'tools.lookup': {
    topic: 'workTools',
    negative: [
      'Account search takes {seconds} seconds while the customer waits on the line.',
      'Customer lookup returns nothing if the name has an apostrophe.',
      'Billing history screen will not load for half the accounts I open.',
      'I have to search the same account in three screens to see everything.',
    ],
    positive: ['The new account summary saves me a lot of time on calls.'],
    neutral: ['Can the search also match on the phone number?'],
    short: ['search too slow'],
  },
  'tools.scan': {
    topic: 'workTools',
    negative: [
      'The scanner will not read the serial number on the new modems.',
      'Barcode scan fails in low light, I end up typing serials by hand.',
      'Scanned the equipment {times} and it still says not found.',
    ],
    positive: ['Equipment scan is fast now, one try and done.'],
    neutral: ['Could the scanner read QR codes too?'],
  },
  'tools.sync': {
    topic: 'workTools',
    negative: [
      'Lost signal in a basement and the app never synced my job when I got back to the truck.',
      'Jobs I completed yesterday still show as open, sync is broken.',
      'Offline mode loses my updates every time.',
    ],
    positive: [],
    neutral: ['Is there a way to force a sync?'],
    short: ['sync broken'],
  },
  'work.systems': {
    topic: 'workplace',
    negative: [
      '{app} freezes several times a shift and customers hear me apologize for it all day.',
      'We switch between {n} different tools to finish one call.',
      'The knowledge base is out of date, half the articles describe old plans.',
      'My laptop is so slow that logging in takes {minutes} minutes every morning.',
    ],
    positive: [
      'The new screens in {app} save me a lot of time.',
      'Glad the tools finally got faster this quarter.',
    ],
    neutral: ['It would help to have customer history and billing on one screen.'],
  },
  'work.training': {
    topic: 'workplace',
    negative: [
      'Training for the new plans was a 20 minute video and then we were on the phones.',
      'We learn about changes from customers before we hear about them from training.',
      'New hires are put on calls without enough training and it shows.',
    ],
    positive: [
      'The coaching sessions with my lead have been really helpful.',
      'Loved the hands-on training for the new equipment.',
    ],
    neutral: ['More refresher training on billing disputes would help.'],
  },
  'work.workload': {
    topic: 'workplace',
    negative: [
      'We are short staffed every weekend and the queue never goes down.',
      'Handle time targets leave no room to actually fix the customer problem.',
      'Too many jobs on my route, I cannot do quality work rushing like this.',
      'Burned out. Mandatory overtime {times} this month.',
    ],
    positive: ['Workload has been much more manageable since the new hires started.'],
    neutral: ['Could we review how jobs are assigned per route?'],
  },
  'work.management': {
    topic: 'workplace',
    negative: [
      'My supervisor only talks to us when the numbers are down.',
      'Decisions come from the top with no explanation and we take the heat from customers.',
      'Management does not listen to feedback from the floor.',
    ],
    positive: [
      'My manager has my back and actually listens.',
      'Great leadership on my team, I feel supported.',
    ],
    neutral: ['Skip-level meetings once a quarter would be useful.'],
    tones: [0.5, 0.15, 0.1, 0.25],
  },
  'work.pay': {
    topic: 'workplace',
    negative: [
      'Pay has not kept up with the cost of living.',
      'The commission changes were never explained and my check went down.',
      'Techs in other companies make more for the same work.',
    ],
    positive: ['The raise this year was appreciated.'],
    neutral: ['Please share how the new bonus is calculated.'],
  },
  'work.recognition': {
    topic: 'workplace',
    negative: [
      'Nobody notices when we go above and beyond.',
      'Recognition always goes to the same few people.',
    ],
    positive: [
      'Love the shout-outs in the team huddle.',
      'I feel appreciated here, my team is great.',
      'Proud to work with such a great group of people.',
    ],
    neutral: ['Maybe a monthly award for the field teams too.'],
    tones: [0.3, 0.15, 0.1, 0.45],
  },
  'work.schedule': {
    topic: 'workplace',
    negative: [
      'Schedules change with two days notice, impossible to plan childcare.',
      'Shift bids keep getting worse for people with seniority.',
      'Never get the days off I request.',
    ],
    positive: ['The flexible schedule lets me pick up my kids, thank you.'],
    neutral: ['Could we swap shifts in the app instead of by email?'],
  },
  'work.career': {
    topic: 'workplace',
    negative: [
      'Applied for {n} internal roles and never heard back.',
      'There is no clear path to move up from tier 1.',
      'Promotions seem to depend on who you know.',
    ],
    positive: ['Got promoted to tier 2 after the mentorship program, great experience.'],
    neutral: ['A list of open internal roles by region would help.'],
  },
} as const satisfies Record<string, IssueBank>;

export type FeedbackIssue = keyof typeof BANKS;

/** Every issue with its topic. */
export const FEEDBACK_ISSUES: readonly FeedbackIssue[] = Object.keys(BANKS) as FeedbackIssue[];

export function feedbackIssueTopic(issue: FeedbackIssue): FeedbackTopic {
  return BANKS[issue].topic;
}

/** Whether a text about the issue can be written in Spanish. */
export function feedbackIssueHasSpanish(issue: FeedbackIssue): boolean {
  const bank: IssueBank = BANKS[issue];
  return bank.es !== undefined;
}

const TONE_ORDER = ['negative', 'mixed', 'neutral', 'positive'] as const satisfies readonly FeedbackTone[];
const COMPLAINT_TONES = [0.66, 0.13, 0.11, 0.1] as const;

/**
 * The tone a text about the issue is written in: mostly complaints, as in any feedback box, with
 * praise issues mostly positive; a tone the issue has no sentences for is never drawn.
 */
const TONE_TABLES = new Map<FeedbackIssue, Weighted<FeedbackTone>>(
  FEEDBACK_ISSUES.map((issue) => {
    const bank: IssueBank = BANKS[issue];
    const base = bank.tones ?? COMPLAINT_TONES;
    const has: Record<FeedbackTone, boolean> = {
      negative: bank.negative.length > 0,
      // A mixed text pairs this issue's complaint (or praise) with its opposite from elsewhere.
      mixed: bank.negative.length > 0 || bank.positive.length > 0,
      neutral: bank.neutral.length > 0,
      positive: bank.positive.length > 0,
    };
    return [issue, weighted(TONE_ORDER.map((tone, i) => [tone, has[tone] ? (base[i] ?? 0) : 0] as const))];
  }),
);

export function feedbackToneFor(rand: Rand, issue: FeedbackIssue): FeedbackTone {
  return rand.pickWeighted(TONE_TABLES.get(issue) as Weighted<FeedbackTone>);
}

// Openers and closers by tone, for customers and staff ('' means none).
const OPENERS: Record<FeedbackTone, readonly string[]> = {
  negative: [
    '',
    '',
    '',
    'Very frustrated.',
    'I am so annoyed.',
    'This is ridiculous.',
    'Not happy at all.',
    'Honestly this is terrible.',
    'Ugh.',
    'Third time writing this.',
    'Been a customer {years} and this is the worst it has been.',
    'Really disappointed.',
  ],
  mixed: ['', '', 'Mostly happy.', 'Overall ok.', 'Mixed feelings.'],
  neutral: ['', '', '', 'Quick question.', 'Suggestion:', 'Hi,', 'Hello.'],
  positive: ['', '', '', 'Just wanted to say thanks!', 'Great experience!', 'Wow.', 'Love it.'],
};
const CLOSERS: Record<FeedbackTone, readonly string[]> = {
  negative: [
    '',
    '',
    'Please fix this.',
    'Fix it!',
    'I am thinking about cancelling.',
    'Will be switching providers if this keeps up.',
    'Extremely disappointed.',
    'Unacceptable.',
    'Do better.',
    'Someone please call me back.',
    'Not paying for service I do not get.',
    'Terrible experience.',
  ],
  mixed: ['', '', 'Hope it gets better.', 'Not bad overall.', 'Please look into it.'],
  neutral: ['', '', 'Thanks.', 'Thanks in advance.', 'Just a thought.'],
  positive: ['', '', 'Thank you!', 'Keep it up.', 'Very happy.', '5 stars.', 'Great job!', 'Appreciate it.'],
};
const EMPLOYEE_OPENERS: Record<FeedbackTone, readonly string[]> = {
  negative: ['', '', 'Honestly,', 'Frustrated this month.', 'Same as last survey.'],
  mixed: ['', 'Some good, some bad.', 'Mixed month.'],
  neutral: ['', '', 'One idea:'],
  positive: ['', '', 'Good month overall.', 'Happy here.'],
};
const EMPLOYEE_CLOSERS: Record<FeedbackTone, readonly string[]> = {
  negative: ['', '', 'Morale is low.', 'Please listen to the front line.', 'It is exhausting.'],
  mixed: ['', 'Hope this helps.'],
  neutral: ['', 'Thanks for asking.'],
  positive: ['', 'Thanks!', 'Great place to work.'],
};

// Spanish openers and closers.
const ES_OPENERS: Record<FeedbackTone, readonly string[]> = {
  negative: ['', '', 'Muy molesto.', 'Es increíble.', 'Pésimo.'],
  mixed: ['', 'Más o menos.'],
  neutral: ['', 'Hola,'],
  positive: ['', '', '¡Excelente!', 'Muy contento.'],
};
const ES_CLOSERS: Record<FeedbackTone, readonly string[]> = {
  negative: ['', 'Arréglenlo por favor.', 'Voy a cancelar el servicio.', 'Qué mal servicio.'],
  mixed: ['', 'Ojalá mejore.'],
  neutral: ['', 'Gracias.'],
  positive: ['', '¡Gracias!', 'Sigan así.'],
};

/**
 * The other half of a mixed text: something the writer likes (never about the topic they complain
 * of, which would contradict them), or dislikes (after praise).
 */
const MIXED_GOOD: Record<FeedbackAudience, readonly (readonly [string, readonly FeedbackTopic[]])[]> = {
  customer: [
    ['the new design looks great', ['appCrash', 'guide']],
    ['the technician was really nice', ['installation']],
    ['I like the channel selection', ['guide']],
    ['customer service was friendly', ['support']],
    ['the price is fair', ['billing']],
    ['the internet is usually fast', ['outage', 'speed', 'equipment']],
    ['the app is easy to use', ['appCrash', 'signIn']],
    ['the picture quality is great', ['streaming']],
  ],
  staff: [
    ['the new layout is nice', ['appCrash']],
    ['the update fixed the login issue', ['signIn', 'appCrash']],
    ['the photos upload faster now', []],
  ],
  employee: [
    ['my team is great', []],
    ['my manager is supportive', []],
    ['the benefits are good', []],
  ],
};
const MIXED_BAD: Record<FeedbackAudience, readonly string[]> = {
  customer: [
    'the price keeps going up',
    'the app is slow sometimes',
    'it took way too long to get here',
    'the Wi-Fi still drops now and then',
  ],
  staff: ['it still crashes now and then', 'sync is still flaky'],
  employee: ['the workload is too much', 'pay is behind the market'],
};

/** Topics where the home network is the problem, for the story sentences about it. */
const NETWORK: readonly FeedbackTopic[] = ['outage', 'speed', 'equipment', 'streaming'];
/** Topics of the apps and sites themselves. */
const DIGITAL: readonly FeedbackTopic[] = [
  'appCrash',
  'signIn',
  'streaming',
  'guide',
  'billing',
  'workTools',
];

type StoryLine = readonly [text: string, topics?: readonly FeedbackTopic[]];
type Story = Record<'negative' | 'positive' | 'neutral', readonly StoryLine[]>;

/**
 * Context a long story is made of, by tone; a sentence with topics is told only about them (nobody
 * mentions their speed plan in a password complaint).
 */
const STORY: Story = {
  negative: [
    ['I have been a customer {years}.'],
    ['I work from home and need a reliable connection for my job.', NETWORK],
    ['We have {n} people in the house and everyone is affected.', NETWORK],
    ['I called on {day} and was on hold for {wait}.'],
    ['The agent told me it would be fixed within {duration}, and it was not.'],
    ['I already restarted everything {times}.', NETWORK],
    ['My elderly mother relies on this to watch her shows.', ['outage', 'streaming', 'guide', 'equipment']],
    ['I pay {bill} a month for this.'],
    ['This started on {day} and it has not stopped since.'],
    ['I have been dealing with this for {duration}.'],
    ['I have the {speedPaid} plan.', ['speed', 'outage', 'equipment']],
    ['A technician came out on {day} and said everything looked fine on his end.', NETWORK],
    ['Nobody ever followed up after my last complaint.'],
    ['My kids have online classes and they keep getting kicked off.', NETWORK],
    ['I asked for a supervisor and was told none were available.'],
    ['Your website says everything is working in my area.', ['outage', 'speed']],
    ['I have screenshots of every error if anyone wants them.', DIGITAL],
    [
      'I deleted and reinstalled the app and cleared the cache, nothing helped.',
      ['appCrash', 'signIn', 'streaming'],
    ],
    ["It happens on my {device} and on my wife's phone too.", DIGITAL],
    ['At this point I have spent more time on the phone with you than using the service.'],
    ['The competitor down the street has been calling me every week.'],
    ['I took a day off work for this.', ['installation', 'outage']],
    ['The chat told me to call and the phone told me to use the chat.', ['support', 'billing', 'signIn']],
  ],
  positive: [
    ['I have been a customer {years}.'],
    ['It only took about {minutes} minutes.'],
    ['I was able to do everything from my {device}.', DIGITAL],
    ['The new layout makes it easy to find what I need.', ['appCrash', 'praise', 'guide', 'billing']],
    ['My kids love it.'],
    ['Everything was explained clearly.'],
    ['I was expecting a headache and it was painless.'],
    ['Much better than my last provider.'],
    ['I will recommend you to my neighbors.'],
    ['Honestly did not expect to be writing a compliment today.'],
    ['Whoever designed this did a great job.', ['appCrash', 'praise', 'guide']],
  ],
  neutral: [
    ['I have been a customer {years}.'],
    ['I looked in the help section but could not find the answer.'],
    ['I use {app} on my {device} mostly.'],
    ['It is not urgent.'],
    ['Maybe other people are asking the same thing.'],
  ],
};
const EMPLOYEE_STORY: Story = {
  negative: [
    ['I have been here {years}.'],
    ['I raised this with my supervisor on {day} and nothing changed.'],
    ['Customers notice when we are stressed.'],
    ['Several people on my team are looking for other jobs.'],
    ['We were promised changes in the last survey.'],
    ['It affects how we treat customers at the end of a long day.'],
    ['I like the people I work with, which is the only reason I stay.'],
    ['New people quit within a few months and we train their replacements.'],
  ],
  positive: [
    ['I have been here {years}.'],
    ['My team helps each other out.'],
    ['I would recommend working here to a friend.'],
    ['Leadership has followed through on the last survey.'],
  ],
  neutral: [['I have been here {years}.'], ['Just sharing what I see day to day.']],
};

/** Answers of employees to the second question ("What one thing would make your job easier?"). */
const EMPLOYEE_SUGGESTIONS: readonly string[] = [
  'Fewer tools, one screen for everything.',
  'More staff on weekends.',
  'Better training before launches.',
  'Faster laptops.',
  'Keep the remote days.',
  'Clear answers from billing when we escalate.',
  'A break room that is not freezing.',
  'Less mandatory overtime.',
  'Tablets that do not die by noon.',
  'Let us fix the customer problem instead of watching handle time.',
  'Update the knowledge base.',
  'More recognition for the field teams.',
];

/** Few-word texts with no issue of their own. */
const SHORT: Record<FeedbackTone, readonly string[]> = {
  negative: [
    'bad',
    'Terrible',
    'fix it',
    'Worst app ever',
    'useless',
    'not working',
    'horrible service',
    'ugh',
    'awful',
  ],
  mixed: ['ok i guess', 'meh', 'could be better', 'so-so', 'hit or miss'],
  neutral: ['ok', 'fine', 'n/a', 'none', 'no comment', 'nothing', 'na', 'no', 'idk'],
  positive: [
    'Great!',
    'good',
    'Love it',
    'Thank you',
    'awesome',
    'Perfect',
    'very good',
    'Excellent',
    'nice',
  ],
};
const ES_SHORT: Record<FeedbackTone, readonly string[]> = {
  negative: ['Muy malo', 'Pésimo servicio', 'No sirve'],
  mixed: ['Regular', 'Más o menos'],
  neutral: ['Nada', 'Sin comentarios'],
  positive: ['Excelente', 'Muy bien', 'Gracias'],
};
/** Tests and keyboard mashing, which analysts hide. */
const JUNK: readonly string[] = [
  'test',
  'testing 123',
  'asdf',
  'please ignore',
  'hello?',
  'sdfsdfsdf',
  'Test test',
  'x',
  '...',
];

// Slot values.
const CHANNELS = [
  'channel 12',
  'the local news channel',
  'the sports channel',
  'channel 704',
  'the kids channel',
  'the local channels',
  'the movie channels',
  'channel 38',
  'the weather channel',
  'the Spanish channels',
];
const SHOWS = [
  'the game',
  'my show',
  'the season finale',
  'the news',
  'a movie',
  'the playoffs',
  'the kids cartoons',
];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const WHEN = [
  'yesterday',
  'last night',
  'this morning',
  'Monday',
  'Friday',
  'the weekend',
  'last week',
  'Tuesday',
];
const WAITS = ['45 minutes', 'two hours', 'an hour and a half', '20 minutes', '90 minutes', 'over an hour'];
const DURATIONS = [
  'two days',
  '3 days',
  'a week',
  'two weeks',
  'a month',
  '6 hours',
  'three weeks',
  '10 hours',
];
const ES_DURATIONS = ['dos días', '3 días', 'una semana'];
const ES_WAITS = ['45 minutos', 'dos horas', 'una hora'];
const TIMES = ['three times', 'twice', 'five times', 'every day', 'four times', 'a dozen times'];
const ORDINALS = ['third', 'fourth', 'fifth', 'second'];
const SPEEDS_PAID = ['300 Mbps', '500 Mbps', 'gig', '1 Gig', '100 Mbps'];
const ROOMS = [
  'bedroom',
  'basement',
  'upstairs office',
  'kitchen',
  'back porch',
  'garage',
  "kids' room",
  'living room',
];
const YEARS = [
  'for 10 years',
  'for 3 years',
  'for over 15 years',
  'for 20 years',
  'since 2012',
  'for 6 years',
];
const WINDOWS = ['8-11am', '12-4pm', '2-5pm', '8am-12pm'];
const CLOCK = ['noon', '6pm', '10pm', 'midnight', '3pm'];
const AGENTS = ['Maria', 'James', 'Keisha', 'Luis', 'Tom', 'Priya', 'Andre', 'Jen'];
const ERROR_CODES = ['STLP-999', 'RLP-1000', 'PAY-5031', 'AUTH-401', 'VOD-2002', 'CHN-404'];

/** What the text may mention of its context: the writer's device and the app's name. */
export interface FeedbackSlots {
  /** The device as a person names it: "Roku", "iPhone", "cable box", "laptop". */
  readonly device: string;
  /** The app as a person names it: "the app", "the TV app", "the website"; for an employee, their main tool. */
  readonly app: string;
  /** An error code the writer saw, when the context has one (an incident's). */
  readonly errorCode?: string | undefined;
}

function amountOf(rand: Rand): string {
  return `$${rand.between(8, 95)}.${String(rand.int(100)).padStart(2, '0')}`;
}

function fill(rand: Rand, template: string, slots: FeedbackSlots, es: boolean): string {
  if (!template.includes('{')) return template;
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    switch (key) {
      case 'device':
        return slots.device;
      case 'app':
        return slots.app;
      case 'errorCode':
        return slots.errorCode ?? rand.pick(ERROR_CODES);
      case 'channel':
        return rand.pick(CHANNELS);
      case 'show':
        return es ? rand.pick(['el partido', 'mi novela', 'las noticias']) : rand.pick(SHOWS);
      case 'amount':
        return amountOf(rand);
      case 'day':
        return rand.pick(DAYS);
      case 'when':
        return rand.pick(WHEN);
      case 'wait':
        return es ? rand.pick(ES_WAITS) : rand.pick(WAITS);
      case 'bill':
        return `$${rand.between(65, 260)}.${String(rand.int(100)).padStart(2, '0')}`;
      case 'duration':
        return es ? rand.pick(ES_DURATIONS) : rand.pick(DURATIONS);
      case 'times':
        return rand.pick(TIMES);
      case 'ordinal':
        return rand.pick(ORDINALS);
      case 'speedPaid':
        return rand.pick(SPEEDS_PAID);
      case 'speedGot':
        return String(rand.between(3, 60));
      case 'room':
        return rand.pick(ROOMS);
      case 'years':
        return rand.pick(YEARS);
      case 'window':
        return rand.pick(WINDOWS);
      case 'time':
        return rand.pick(CLOCK);
      case 'agent':
        return rand.pick(AGENTS);
      case 'n':
        return String(rand.between(3, 6));
      case 'minutes':
        return String(rand.between(2, 25));
      case 'seconds':
        return String(rand.between(20, 90));
      default:
        throw new Error(`unknown slot {${key}} in "${template}"`);
    }
  });
  // A slot that opens the sentence ("{app} crashes…") gets its capital.
  return template.startsWith('{') ? capitalise(text) : text;
}

/** The text of a slot-filled sentence with its first letter lowered, to follow "but". */
function lowerFirst(sentence: string): string {
  if (/^I[ ']/.test(sentence) || /^[A-Z]{2}/.test(sentence)) return sentence;
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

function withPeriod(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function join(parts: readonly string[]): string {
  let out = '';
  for (const part of parts) {
    if (part === '') continue;
    // An opener ending in "," or ":" runs into what follows.
    out = out === '' ? part : `${out} ${/[,:]$/.test(out) ? lowerFirst(part) : part}`;
  }
  return out;
}

/** Sentences of a bank for a tone, in the text's language (Spanish only where the bank has it). */
function sentencesOf(
  issue: FeedbackIssue,
  tone: 'negative' | 'positive' | 'neutral',
  es: boolean,
): readonly string[] {
  const bank: IssueBank = BANKS[issue];
  if (es)
    return (
      (tone === 'positive' ? bank.es?.positive : tone === 'negative' ? bank.es?.negative : undefined) ?? []
    );
  return bank[tone];
}

export interface FeedbackTextRequest {
  /** What the text is about, main issue first; empty for a text about nothing in particular. */
  readonly issues: readonly FeedbackIssue[];
  readonly tone: FeedbackTone;
  readonly shape: FeedbackTextShape;
  readonly language: FeedbackLanguage;
  readonly audience: FeedbackAudience;
  readonly slots: FeedbackSlots;
}

export interface FeedbackText {
  /** The verbatim; null when nothing was written. */
  readonly text: string | null;
  /** The issues the text talks about (an issue-less short text or junk has none). */
  readonly issues: readonly FeedbackIssue[];
  readonly topics: readonly FeedbackTopic[];
  readonly tone: FeedbackTone;
  readonly language: FeedbackLanguage;
  readonly shape: FeedbackTextShape;
}

const LONG_MIN = 300;
const LONG_MAX = 1_500;
/** Share of short and normal texts typed carelessly: a typo or two, or all lower case without punctuation. */
const TYPO_SHARE = 0.07;
const SLOPPY_SHARE = 0.1;
const SHOUT_SHARE = 0.03;

/**
 * A verbatim as a person would write it about the request's issues and in its tone. Short and
 * normal texts are sometimes typed carelessly (typos, all lower case, no punctuation; a few angry
 * ones in capitals); long ones, written with more care, are not.
 */
export function feedbackTextCompose(rand: Rand, request: FeedbackTextRequest): FeedbackText {
  const { tone, audience, slots } = request;
  const es = request.language === 'es';
  const primary = request.issues[0];

  if (request.shape === 'empty') return textOf(request, null, [], 'empty');
  if (request.shape === 'junk') return textOf(request, rand.pick(JUNK), [], 'junk');

  if (request.shape === 'short') {
    const bank: IssueBank | undefined = primary === undefined ? undefined : BANKS[primary];
    // Only a complaint (or praise) names the issue in a word or two; the rest are generic.
    const own =
      !es && bank?.short && (tone === 'negative' || (tone === 'positive' && bank.topic === 'praise'));
    if (own && bank?.short && rand.chance(0.6))
      return textOf(
        request,
        careless(rand, rand.pick(bank.short), tone),
        [primary as FeedbackIssue],
        'short',
      );
    return textOf(request, careless(rand, rand.pick(es ? ES_SHORT[tone] : SHORT[tone]), tone), [], 'short');
  }

  if (primary === undefined) return textOf(request, rand.pick(SHORT[tone]), [], 'short');
  const long = request.shape === 'long' && !es;
  const openers = es ? ES_OPENERS : audience === 'employee' ? EMPLOYEE_OPENERS : OPENERS;
  const closers = es ? ES_CLOSERS : audience === 'employee' ? EMPLOYEE_CLOSERS : CLOSERS;
  const opener = fill(rand, rand.pick(openers[tone]), slots, es);
  const drawn = fill(rand, rand.pick(closers[tone]), slots, es);
  const core = coreSentences(rand, request, primary, es, long ? 3 : 1 + rand.int(2));

  // A closer that repeats what was just said ("…very happy. Very happy.") is left out.
  const said = core.join(' ').toLowerCase();
  const closer = said.includes(drawn.slice(0, -1).toLowerCase()) ? '' : drawn;
  if (!long) {
    const text = join([opener, ...core, closer]);
    return textOf(request, careless(rand, text, tone), [primary], 'normal');
  }

  // A long story: the core, then context, maybe a second issue, each sentence at most once.
  const target = LONG_MIN + Math.round((LONG_MAX - LONG_MIN) * rand.float() ** 2);
  const story = audience === 'employee' ? EMPLOYEE_STORY : STORY;
  const topic = feedbackIssueTopic(primary);
  const lines = story[tone === 'mixed' ? 'negative' : tone];
  const pool = shuffled(
    rand,
    lines.flatMap(([line, topics]) => (topics === undefined || topics.includes(topic) ? [line] : [])),
  );
  const issues: FeedbackIssue[] = [primary];
  const second = request.issues[1];
  const secondBank =
    second === undefined ? [] : sentencesOf(second, tone === 'mixed' ? 'negative' : tone, false);
  if (second !== undefined && second !== primary && secondBank.length > 0) {
    pool.splice(rand.int(pool.length + 1), 0, `Also, ${lowerFirst(rand.pick(secondBank))}`);
    issues.push(second);
  }
  const parts = [opener, ...core];
  let length = join(parts).length + closer.length + 1;
  for (const template of pool) {
    if (length >= target) break;
    const sentence = fill(rand, template, slots, false);
    if (length + sentence.length + 1 > LONG_MAX - closer.length - 1) continue;
    parts.push(sentence);
    length += sentence.length + 1;
  }
  const text = join([...parts, closer]);
  // A story that ran out of things to say before 300 characters is only a normal text.
  return textOf(request, text, issues, text.length >= LONG_MIN ? 'long' : 'normal');
}

function textOf(
  request: FeedbackTextRequest,
  text: string | null,
  issues: readonly FeedbackIssue[],
  shape: FeedbackTextShape,
): FeedbackText {
  const topics: FeedbackTopic[] = [];
  for (const issue of issues) {
    const topic = feedbackIssueTopic(issue);
    if (!topics.includes(topic)) topics.push(topic);
  }
  return { text, issues, topics, tone: request.tone, language: request.language, shape };
}

/** The sentences about the main issue in the request's tone, slot-filled, no template twice. */
function coreSentences(
  rand: Rand,
  request: FeedbackTextRequest,
  primary: FeedbackIssue,
  es: boolean,
  count: number,
): string[] {
  const { tone, slots, audience } = request;
  const but = es ? 'pero' : 'but';
  if (tone === 'mixed') {
    const negatives = sentencesOf(primary, 'negative', es);
    if (negatives.length > 0) {
      // A complaint softened by something the writer likes.
      const [first = '', ...rest] = distinct(rand, negatives, count).map((template) =>
        fill(rand, template, slots, es),
      );
      const topic = feedbackIssueTopic(primary);
      const good = es
        ? 'el servicio en general es bueno'
        : rand.pick(MIXED_GOOD[audience].filter(([, conflicts]) => !conflicts.includes(topic)))[0];
      const sentence = rand.chance(0.5)
        ? `${capitalise(good)}, ${but} ${lowerFirst(first)}`
        : `${withPeriod(first.replace(/[.!]$/, ''))} ${es ? 'Por lo demás' : 'Otherwise'} ${good}.`;
      return [sentence, ...rest];
    }
    // Praise with a reservation.
    const good = fill(rand, rand.pick(sentencesOf(primary, 'positive', es)), slots, es);
    const bad = es ? 'la factura sigue subiendo' : rand.pick(MIXED_BAD[audience]);
    return [`${good.replace(/[.!]$/, '')}, ${but} ${bad}.`];
  }
  return distinct(rand, sentencesOf(primary, tone, es), count).map((template) =>
    fill(rand, template, slots, es),
  );
}

/** Up to `count` different entries of a list, in random order (without copying the list). */
function distinct<T>(rand: Rand, items: readonly T[], count: number): T[] {
  const want = Math.min(count, items.length);
  const picked: number[] = [];
  while (picked.length < want) {
    const i = rand.int(items.length);
    if (!picked.includes(i)) picked.push(i);
  }
  return picked.map((i) => items[i] as T);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function shuffled<T>(rand: Rand, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rand.int(i + 1);
    const swap = items[i] as T;
    items[i] = items[j] as T;
    items[j] = swap;
  }
  return items;
}

/** Typing as people type on a phone: a slip or two, or everything lower case with no punctuation. */
function careless(rand: Rand, text: string, tone: FeedbackTone): string {
  const roll = rand.float();
  if (roll < TYPO_SHARE) return typos(rand, text);
  if (roll < TYPO_SHARE + SLOPPY_SHARE) return text.toLowerCase().replace(/[.,!?;:"]/g, '');
  if (tone === 'negative' && roll < TYPO_SHARE + SLOPPY_SHARE + SHOUT_SHARE) return text.toUpperCase();
  return text;
}

/** One to three slips at random letters: two letters swapped, one dropped or one doubled. */
function typos(rand: Rand, text: string): string {
  let out = text;
  const slips = 1 + rand.int(3);
  for (let s = 0; s < slips && out.length > 3; s++) {
    const i = 1 + rand.int(out.length - 2);
    const kind = rand.int(3);
    if (kind === 0) out = out.slice(0, i) + out.charAt(i + 1) + out.charAt(i) + out.slice(i + 2);
    else if (kind === 1) out = out.slice(0, i) + out.slice(i + 1);
    else out = out.slice(0, i) + out.charAt(i) + out.slice(i);
  }
  return out;
}

/** An employee's answer to the second question of the pulse survey; only the content have nothing to ask. */
export function feedbackEmployeeSuggestion(rand: Rand, tone: FeedbackTone): string {
  if (tone === 'positive' && rand.chance(0.3)) return 'Nothing, things are good.';
  return rand.pick(EMPLOYEE_SUGGESTIONS);
}
