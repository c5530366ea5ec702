/**
 * Vocabulary for the seeded catalogue. Words are drawn with a Zipf-like skew, as in real titles, so
 * that a full-text search meets both common and rare terms rather than uniform noise.
 */

/** Marketing words that titles and subtitles are made of, most frequent first. */
export const TITLE_WORDS = `
  fiber internet offer customer campaign email social postcard flyer banner video guide
  holiday spring summer autumn winter speed upgrade streaming gaming family business home
  welcome referral loyalty newsletter launch promo bundle rural community local network
  wifi router mesh coverage support service install broadband gigabit plan price deal
  discount seasonal event sponsor school sports neighborhood partner brand story tips
  checklist infographic template poster billboard radio podcast webinar article press
  release announcement survey contest giveaway rewards anniversary outage security
  privacy parental control smart device phone voice television bundle senior student
  teacher farm agriculture healthcare telehealth remote work office retail restaurant
  tourism outdoor festival parade fair library church nonprofit municipal county state
  grant expansion construction buildout map availability signup waitlist reminder
  followup retention winback churn upsell crosssell testimonial review rating video
  short reel carousel story ad display search landing page door hanger mailer catalog
  brochure sticker magnet tshirt yard sign vehicle wrap trade show booth kit playbook
  calendar script training onboarding`;

/** Ordinary words that fill descriptions around the marketing ones. */
export const FILLER_WORDS = `
  the a and for with your our this that every more less new best fast easy simple
  clear bright friendly reliable trusted proven ready custom branded printable editable
  digital printed shareable seasonal quick complete flexible modern classic bold warm
  helps shows explains invites reminds thanks celebrates introduces highlights compares
  answers covers includes features offers brings gives keeps makes saves connects
  people neighbors families customers members subscribers visitors readers viewers
  town city region valley coast mountain lake river island prairie desert forest
  week month year season day evening weekend morning night today tomorrow
  colors fonts photos logo layout headline message call action button link code
  space room size format version copy text image icon chart table list steps
  across around before after during within without between through over under
  simply quickly clearly easily proudly warmly finally always often never soon`;

export const words = (list: string) => list.trim().split(/\s+/);

export const capital = (w: string) => w[0]!.toUpperCase() + w.slice(1);
export const kebab = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
