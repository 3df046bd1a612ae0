import { orderItemDescription } from '@cic/contract';
import { simulatorBillPath } from '../../adapters/payment-simulator';
import { registrationParentColumns } from '../../shared/registration-parent-columns';
import type { orderItems, orders, payments, referralCredits, registrations } from '../schema/index';
import type { DemoPeople } from './demo-people';
import { myKidNumber, phoneNumber } from './demo-people';
import { type DemoFamilySpec, demoCentres, demoFamilies } from './demo-people-data';
import { addDays, klDate, klInstant, subtractYears } from './demo-time';
import type { Random } from './random';

type Registration = typeof registrations.$inferInsert & { id: string };
export type DemoCommerce = {
  registrations: Registration[];
  orders: (typeof orders.$inferInsert & { id: string })[];
  orderItems: (typeof orderItems.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  referralCredits: (typeof referralCredits.$inferInsert)[];
  referralCodes: { email: string; code: string }[];
};

/** Parents who have a referral code to share; the first two have referred children. */
const referrers = [
  'lim.meiling@demo.test',
  'rajesh.s@demo.test',
  'nurul.huda@demo.test',
  'lim.cheewai@demo.test',
];

type Plan = {
  submitter: string;
  child: string;
  referrer: string | null;
  credit: 'PAID' | 'EARNED' | null;
  outcome: 'COMPLETED' | 'PAYMENT_FAILED' | 'PENDING';
};
const [mostReferrals, oneReferral] = referrers;
// biome-ignore format: one registration per line
const plans: Plan[] = [
  { submitter: 'ong.peishan@demo.test', child: 'Lee Yu Xin', referrer: mostReferrals ?? null, credit: 'PAID', outcome: 'COMPLETED' },
  { submitter: 'teoh.liying@demo.test', child: 'Ng Hui Min', referrer: mostReferrals ?? null, credit: 'EARNED', outcome: 'COMPLETED' },
  { submitter: 'liew.meichen@demo.test', child: 'Chin Yi Xuan', referrer: oneReferral ?? null, credit: 'EARNED', outcome: 'COMPLETED' },
  // A sibling registered online a few days ago whose payment failed (not enrolled).
  { submitter: 'nor.azura@demo.test', child: 'Aisy Hakimi bin Amirul Hakim', referrer: null, credit: null, outcome: 'PAYMENT_FAILED' },
  // A sibling submitted twenty minutes before seeding, waiting to be paid in the simulator.
  { submitter: 'chan.siewlan@demo.test', child: 'Wong Zi Hao', referrer: null, credit: null, outcome: 'PENDING' },
];

/** How long the demo's waiting order stays payable, so the admin pages keep a PENDING example. */
const pendingOrderLifeMs = 7 * 24 * 3600_000;

const discountSen = 2500;
const uniformByAge = ['XS', 'XS', 'XS', 'XS', 'S', 'M', 'L'] as const;

function parentDetails(
  random: Random,
  role: 'father' | 'mother',
  spec: DemoFamilySpec['father'],
  nric: string | null,
) {
  return {
    fullName: spec.name,
    idNumber:
      spec.foreigner?.passport ??
      nric ??
      myKidNumber(
        random,
        `19${random.int(80, 94)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
        role === 'father' ? 'male' : 'female',
      ),
    nationality: spec.foreigner?.nationality ?? 'malaysia',
    occupation: spec.occupation,
    email: spec.email ?? null,
    workAddress: `Level ${random.int(2, 30)}, Menara ${random.pick(['Hijau', 'Bistari', 'Cahaya', 'Selatan'])}, Kuala Lumpur`,
    officeNumber: `03-${random.string(4, '0123456789')} ${random.string(4, '0123456789')}`,
    mobileNumber: phoneNumber(random),
  };
}

/** Referral codes, online registrations with their orders and payments, and referral credits. */
export function buildDemoCommerce(random: Random, now: Date, people: DemoPeople): DemoCommerce {
  const today = klDate(now);
  const result: DemoCommerce = {
    registrations: [],
    orders: [],
    orderItems: [],
    payments: [],
    referralCredits: [],
    referralCodes: [],
  };
  for (const email of referrers) {
    const parent = people.parents.find((candidate) => candidate.email === email);
    if (!parent) throw new Error(`Unknown demo parent ${email}`);
    parent.referralCode = `CIC${random.string(5, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}`;
    result.referralCodes.push({ email, code: parent.referralCode });
  }

  plans.forEach((plan, index) => {
    const submitter = people.parents.find((parent) => parent.email === plan.submitter);
    const referrer = people.parents.find((parent) => parent.email === plan.referrer);
    const family = demoFamilies.find((candidate) => candidate[candidate.contact].email === plan.submitter);
    const enrolled = people.children.find((child) => child.name === plan.child);
    const centre = demoCentres.find((candidate) => candidate.slug === family?.centre);
    if (!submitter || !family || !centre) throw new Error(`Bad demo registration plan ${plan.child}`);
    const pending = plan.outcome === 'PENDING';
    const pendingSince = new Date(now.getTime() - 20 * 60_000);
    const submittedOn = enrolled
      ? addDays(enrolled.enrolledOn, -7)
      : pending
        ? klDate(pendingSince)
        : addDays(today, -5);
    const createdAt = pending ? pendingSince : klInstant(submittedOn, 21 * 60 + random.int(0, 59));
    const gender = enrolled?.gender ?? 'male';
    const dateOfBirth = enrolled?.dateOfBirth ?? addDays(subtractYears(today, 2), -50);
    const age = Number(submittedOn.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
    const packageId = enrolled?.packageId ?? people.packageIdByName.get(`${centre.slug}/Full Day`);
    const pkg = people.packages.find((candidate) => candidate.id === packageId);
    if (!pkg) throw new Error('demo package missing');
    const stamp = submittedOn.replaceAll('-', '');
    const father = parentDetails(
      random,
      'father',
      family.father,
      family.contact === 'father' ? (submitter.nric ?? null) : null,
    );
    const mother = parentDetails(
      random,
      'mother',
      family.mother,
      family.contact === 'mother' ? (submitter.nric ?? null) : null,
    );
    const registration: Registration = {
      id: random.uuid(),
      registrationNumber: `REG-${stamp}-${String(index + 1).padStart(4, '0')}`,
      parentId: submitter.id,
      status: plan.outcome,
      yearIntake: submittedOn.slice(0, 4),
      fullName: plan.child,
      myKidNumber: enrolled?.myKidNumber ?? myKidNumber(random, dateOfBirth, gender),
      gender,
      dateOfBirth,
      numberOfSiblings: family.children.length - 1,
      uniformSize: uniformByAge[Math.min(age, 6)] ?? 'M',
      relationship: family.contact === 'father' ? 'FATHER' : 'MOTHER',
      contactEmail: submitter.email,
      contactNumber: submitter.phoneNumber ?? phoneNumber(random),
      nationality: submitter.nationality ?? 'malaysia',
      nric: submitter.nric,
      passport: submitter.passport,
      nationalityText: family[family.contact].foreigner?.nationality ?? null,
      occupation: submitter.occupation ?? 'Parent',
      addressLine1: submitter.address1 ?? centre.address,
      addressLine2: submitter.address2 ?? centre.town,
      postcode: centre.postcode,
      state: centre.state,
      country: 'Malaysia',
      ...registrationParentColumns(father, mother),
      maritalStatus: 'married',
      centreId: pkg.centreId,
      packageId: pkg.id,
      referralCode: referrer?.referralCode ?? null,
      referrerParentId: referrer?.id ?? null,
      termsAccepted: true,
      childId: enrolled?.id ?? null,
      createdAt,
      updatedAt: createdAt,
    };
    result.registrations.push(registration);
    addOrder(
      result,
      random,
      registration,
      pkg.onlineRegistrationFeeSen,
      pkg.name,
      pending ? new Date(now.getTime() + pendingOrderLifeMs) : null,
      { email: submitter.email, name: submitter.fullName ?? submitter.email },
    );
    if (referrer && plan.credit) {
      result.referralCredits.push({
        referrerParentId: referrer.id,
        registrationId: registration.id,
        amountSen: discountSen,
        status: plan.credit,
        createdAt: new Date(createdAt.getTime() + 5 * 60_000),
      });
    }
  });
  return result;
}

function addOrder(
  result: DemoCommerce,
  random: Random,
  registration: Registration,
  feeSen: number,
  packageName: string,
  pendingUntil: Date | null,
  payer: { email: string; name: string },
) {
  const paid = registration.status === 'COMPLETED';
  const createdAt = registration.createdAt ?? new Date(0);
  const settledAt = pendingUntil ? createdAt : new Date(createdAt.getTime() + 4 * 60_000);
  const outcome = paid ? 'SUCCESS' : pendingUntil ? 'PENDING' : 'FAILED';
  const discount = registration.referrerParentId ? discountSen : 0;
  const totalSen = Math.max(feeSen - discount, 0);
  const orderId = random.uuid();
  const billId = `sim_${random.string(10, '0123456789abcdefghijklmnopqrstuvwxyz')}`;
  result.orders.push({
    id: orderId,
    orderNumber: registration.registrationNumber.replace('REG-', 'ORD-'),
    parentId: registration.parentId,
    status: outcome,
    subtotalSen: feeSen,
    discountSen: discount,
    totalSen,
    expiresAt: pendingUntil ?? new Date(createdAt.getTime() + 24 * 3600_000),
    createdAt,
    updatedAt: settledAt,
  });
  const item = { kind: 'ONLINE_REGISTRATION', packageName, childName: registration.fullName } as const;
  result.orderItems.push({
    orderId,
    registrationId: registration.id,
    ...item,
    quantity: 1,
    unitPriceSen: feeSen,
    totalPriceSen: feeSen,
    createdAt,
  });
  result.payments.push({
    orderId,
    gateway: 'simulator',
    billId,
    paymentMethod: pendingUntil ? null : 'fpx',
    status: outcome,
    amountSen: totalSen,
    // A pending bill holds what the simulator answered when it was opened: its page shows the payer.
    transactionData: pendingUntil
      ? {
          id: billId,
          collection_id: 'simulator',
          paid: false,
          state: 'due',
          amount: totalSen,
          paid_amount: 0,
          email: payer.email,
          name: payer.name,
          url: simulatorBillPath(billId),
          // Demo parents have no saved language: their bills read in English (decision 065).
          description: orderItemDescription(item, 'en'),
        }
      : {
          id: billId,
          paid,
          state: paid ? 'paid' : 'due',
          amount: totalSen,
          paid_amount: paid ? totalSen : 0,
          transaction_status: paid ? 'completed' : 'failed',
          paid_at: paid ? settledAt.toISOString() : null,
        },
    paidAt: paid ? settledAt : null,
    createdAt,
    updatedAt: settledAt,
  });
}
