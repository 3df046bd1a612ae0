import { relations } from 'drizzle-orm';
import { activities, activityImages, activityYears } from './activities';
import { adminModules, adminPermissions, admins } from './admins';
import { centres, packages } from './centres';
import { checkIns } from './check-ins';
import { childContacts, children } from './children';
import { configFlags } from './config-flags';
import { families, familyMembers } from './families';
import { notes } from './notes';
import { orderItems, orders, payments } from './orders';
import { overtimeReportItems, overtimeReports, overtimeRules } from './overtime';
import { parents } from './parents';
import { referralCredits } from './referrals';
import { registrations } from './registrations';
import { sessions } from './sessions';
import { managers } from './staff';

/** Relations for Drizzle's relational queries (`db.query.x.findMany({ with: ... })`). */
export const parentsRelations = relations(parents, ({ many }) => ({
  familyMembers: many(familyMembers),
  registrations: many(registrations, { relationName: 'registrationSubmitter' }),
  referredRegistrations: many(registrations, { relationName: 'registrationReferrer' }),
  referralCredits: many(referralCredits),
  orders: many(orders),
  sessions: many(sessions),
}));

export const familiesRelations = relations(families, ({ many }) => ({
  members: many(familyMembers),
  children: many(children),
}));

export const familyMembersRelations = relations(familyMembers, ({ one }) => ({
  family: one(families, { fields: [familyMembers.familyId], references: [families.id] }),
  parent: one(parents, { fields: [familyMembers.parentId], references: [parents.id] }),
}));

export const centresRelations = relations(centres, ({ many }) => ({
  packages: many(packages),
  children: many(children),
  managers: many(managers),
  checkIns: many(checkIns),
  notes: many(notes),
  activities: many(activities),
  registrations: many(registrations),
}));

export const packagesRelations = relations(packages, ({ one, many }) => ({
  centre: one(centres, { fields: [packages.centreId], references: [centres.id] }),
  children: many(children),
  overtimeRules: many(overtimeRules),
}));

export const childrenRelations = relations(children, ({ one, many }) => ({
  centre: one(centres, { fields: [children.centreId], references: [centres.id] }),
  package: one(packages, { fields: [children.packageId], references: [packages.id] }),
  family: one(families, { fields: [children.familyId], references: [families.id] }),
  contacts: many(childContacts),
  checkIns: many(checkIns),
  registrations: many(registrations),
}));

export const childContactsRelations = relations(childContacts, ({ one }) => ({
  child: one(children, { fields: [childContacts.childId], references: [children.id] }),
}));

export const managersRelations = relations(managers, ({ one, many }) => ({
  centre: one(centres, { fields: [managers.centreId], references: [centres.id] }),
  checkIns: many(checkIns),
  activities: many(activities),
  sessions: many(sessions),
}));

export const checkInsRelations = relations(checkIns, ({ one }) => ({
  child: one(children, { fields: [checkIns.childId], references: [children.id] }),
  centre: one(centres, { fields: [checkIns.centreId], references: [centres.id] }),
  recordedBy: one(managers, { fields: [checkIns.recordedById], references: [managers.id] }),
  package: one(packages, { fields: [checkIns.packageId], references: [packages.id] }),
}));

export const notesRelations = relations(notes, ({ one }) => ({
  centre: one(centres, { fields: [notes.centreId], references: [centres.id] }),
  author: one(admins, { fields: [notes.authorAdminId], references: [admins.id] }),
}));

export const adminsRelations = relations(admins, ({ many }) => ({
  permissions: many(adminPermissions),
  notes: many(notes),
  sessions: many(sessions),
  overtimeReports: many(overtimeReports),
}));

export const adminModulesRelations = relations(adminModules, ({ many }) => ({
  permissions: many(adminPermissions),
}));

export const adminPermissionsRelations = relations(adminPermissions, ({ one }) => ({
  admin: one(admins, { fields: [adminPermissions.adminId], references: [admins.id] }),
  module: one(adminModules, { fields: [adminPermissions.moduleId], references: [adminModules.id] }),
}));

export const configFlagsRelations = relations(configFlags, ({ one }) => ({
  updatedBy: one(admins, { fields: [configFlags.updatedByAdminId], references: [admins.id] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  parent: one(parents, { fields: [sessions.parentId], references: [parents.id] }),
  manager: one(managers, { fields: [sessions.managerId], references: [managers.id] }),
  admin: one(admins, { fields: [sessions.adminId], references: [admins.id] }),
}));

export const registrationsRelations = relations(registrations, ({ one, many }) => ({
  parent: one(parents, {
    fields: [registrations.parentId],
    references: [parents.id],
    relationName: 'registrationSubmitter',
  }),
  referrer: one(parents, {
    fields: [registrations.referrerParentId],
    references: [parents.id],
    relationName: 'registrationReferrer',
  }),
  centre: one(centres, { fields: [registrations.centreId], references: [centres.id] }),
  package: one(packages, { fields: [registrations.packageId], references: [packages.id] }),
  child: one(children, { fields: [registrations.childId], references: [children.id] }),
  orderItems: many(orderItems),
  referralCredit: one(referralCredits),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  parent: one(parents, { fields: [orders.parentId], references: [parents.id] }),
  items: many(orderItems),
  payments: many(payments),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  registration: one(registrations, { fields: [orderItems.registrationId], references: [registrations.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
}));

export const referralCreditsRelations = relations(referralCredits, ({ one }) => ({
  referrer: one(parents, { fields: [referralCredits.referrerParentId], references: [parents.id] }),
  registration: one(registrations, {
    fields: [referralCredits.registrationId],
    references: [registrations.id],
  }),
}));

export const activitiesRelations = relations(activities, ({ one, many }) => ({
  centre: one(centres, { fields: [activities.centreId], references: [centres.id] }),
  manager: one(managers, { fields: [activities.managerId], references: [managers.id] }),
  images: many(activityImages),
  years: many(activityYears),
}));

export const activityImagesRelations = relations(activityImages, ({ one }) => ({
  activity: one(activities, { fields: [activityImages.activityId], references: [activities.id] }),
}));

export const activityYearsRelations = relations(activityYears, ({ one }) => ({
  activity: one(activities, { fields: [activityYears.activityId], references: [activities.id] }),
}));

export const overtimeRulesRelations = relations(overtimeRules, ({ one }) => ({
  package: one(packages, { fields: [overtimeRules.packageId], references: [packages.id] }),
}));

export const overtimeReportsRelations = relations(overtimeReports, ({ one, many }) => ({
  createdBy: one(admins, { fields: [overtimeReports.createdByAdminId], references: [admins.id] }),
  items: many(overtimeReportItems),
}));

export const overtimeReportItemsRelations = relations(overtimeReportItems, ({ one }) => ({
  report: one(overtimeReports, { fields: [overtimeReportItems.reportId], references: [overtimeReports.id] }),
  centre: one(centres, { fields: [overtimeReportItems.centreId], references: [centres.id] }),
  child: one(children, { fields: [overtimeReportItems.childId], references: [children.id] }),
  checkout: one(checkIns, { fields: [overtimeReportItems.checkoutId], references: [checkIns.id] }),
}));
