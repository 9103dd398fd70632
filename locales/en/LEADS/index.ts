/** English texts of the e-mails a lead's delivery sends (worker/leads/): to the agency, a friend, the visitor. Server only. */
import type { BaseTranslation } from '../../i18n-types';

const en_LEADS = {
  kind: {
    contactMe: 'Information or visit request',
    contactAppointment: 'Appointment request',
    contactConstruction: 'Project enquiry',
    contactDemand: 'Free valuation request',
    demandRegister: 'Search alert',
    sendToFriend: 'Page sent to a friend',
    siteContact: 'Contact form',
    signNewsletter: 'Newsletter subscription',
    requestDocuments: 'Documents request',
    testimonial: 'Testimonial',
    rentApplication: 'Rent application',
    purchaseOffer: 'Purchase offer',
    other: 'Website form',
  },
  agencySubject: '{kind:string} from {name:string}',
  agencyIntro: 'A visitor sent the form “{kind:string}” on the website.',
  property: 'Property',
  project: 'Project',
  language: 'Language',
  reference: 'Lead reference',
  received: 'Received',
  friendSubject: '{name:string} thinks this property will interest you',
  friendIntro: '{name:string} sent you this page of {agency:string}:',
  friendMessage: 'Their message:',
  documentsSubject: 'The documents you asked for: {title:string}',
  documentsIntro: 'Thank you for your interest. You will find the documents of this property attached.',
  documentsNone: 'Our agency will send you the documents of this property shortly.',
  documentsAgencyNote: 'Documents attached for the visitor: {count:number}.',
  documentsAgencyNone: 'No documents are stored for this property: please send them to the visitor yourself.',
  failureSubject: 'Lead #{id:number} could not be delivered',
  failureIntro: 'This lead could not be delivered after several attempts. It is kept in the website’s database with the status “failed”. Please handle it yourself:',
  lastError: 'Last error',
  regards: 'Kind regards,',
} satisfies BaseTranslation;

export default en_LEADS;
