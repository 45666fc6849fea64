import { FEEDBACK_COLUMNS, VOC_MSG } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { gql, type GraphqlAnswer } from './voc-test-kit';

/**
 * Saved column views, favourites, VoC users and their permissions (spec 001 sections 3 to 6 and 9),
 * with the spec's argument names.
 */

interface Column {
  name: string;
  label: string;
  orderNumber: number;
}
interface ColumnGroup {
  _id: string;
  userID: string;
  name: string;
  columns: Column[];
  isDefault: boolean;
}
interface Permission {
  _id: string;
  authID: string;
  entityID: string;
  role: string;
  read: boolean;
  write: boolean;
  isArchived: boolean;
  columnGroupID: string | null;
}

const GROUP_FIELDS = '_id userID name columns { name label orderNumber } isDefault';
const PERMISSION_FIELDS = '_id authID entityID role read write isArchived columnGroupID';

const column = (name: string, label: string, orderNumber = 0) => ({ name, label, orderNumber });

describe('Voice of Customer views and users', () => {
  let t: TestApp;

  const columnGroups = async (persona: string, authID = persona) => {
    const answer = await gql<{ getColumnGroups: ColumnGroup[] }>(
      t,
      persona,
      `query ($authID: String!) { getColumnGroups(authID: $authID) { ${GROUP_FIELDS} } }`,
      { authID },
    );
    return answer;
  };

  const insertView = (
    persona: string,
    columnGroup: { name: string; columns: Column[] },
    authID = persona,
  ): Promise<GraphqlAnswer<{ insertColumnGroup: ColumnGroup }>> =>
    gql<{ insertColumnGroup: ColumnGroup }>(
      t,
      persona,
      `mutation ($authID: String!, $columnGroup: ColumnGroupInput!) {
        insertColumnGroup(authID: $authID, columnGroup: $columnGroup) { ${GROUP_FIELDS} } }`,
      { authID, columnGroup },
    );

  const updateView = (
    persona: string,
    columnGroup: { _id: string; name: string; columns: Column[] },
    authID = persona,
  ): Promise<GraphqlAnswer<{ updateColumnGroup: ColumnGroup }>> =>
    gql<{ updateColumnGroup: ColumnGroup }>(
      t,
      persona,
      `mutation ($authID: String!, $columnGroup: ColumnGroupInput!) {
        updateColumnGroup(authID: $authID, columnGroup: $columnGroup) { ${GROUP_FIELDS} } }`,
      { authID, columnGroup },
    );

  const deleteView = (
    persona: string,
    id: string,
    authID = persona,
  ): Promise<GraphqlAnswer<{ deleteColumnGroup: { _id: string; columnGroupID: string | null } }>> =>
    gql<{ deleteColumnGroup: { _id: string; columnGroupID: string | null } }>(
      t,
      persona,
      `mutation ($authID: String!, $id: String!) { deleteColumnGroup(authID: $authID, _id: $id) { _id columnGroupID } }`,
      { authID, id },
    );

  const permissionOne = (persona: string, entityID: string, authID: string | null = persona) =>
    gql<{ getUserPermissionOne: Permission | null }>(
      t,
      persona,
      `query ($authID: String, $entityID: String!) {
        getUserPermissionOne(authID: $authID, entityID: $entityID, email: "") { ${PERMISSION_FIELDS} } }`,
      { authID, entityID },
    );

  const setFavourite = (persona: string, permissionId: string, columnGroupID: string | null) =>
    gql<{ updateUserDefaultColumnGroup: Permission }>(
      t,
      persona,
      `mutation ($id: String!, $columnGroupID: String) {
        updateUserDefaultColumnGroup(_id: $id, columnGroupID: $columnGroupID) { ${PERMISSION_FIELDS} } }`,
      { id: permissionId, columnGroupID },
    );

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  describe('column groups (saved views)', () => {
    it('starts with the four default views of spec 001 sections 4 and 9, then the user’s own', async () => {
      const mine = await insertView('voc', { name: 'My triage', columns: [column('notes', 'Notes')] });
      expect(mine.errors).toEqual([]);
      const answer = await columnGroups('voc');
      expect(answer.errors).toEqual([]);
      const groups = answer.data!.getColumnGroups;
      expect(groups.map((group) => group.name)).toEqual([
        'All Columns',
        'Reviews View',
        'Details View',
        'Employee Exp View',
        'My triage',
      ]);
      expect(groups.map((group) => group.isDefault)).toEqual([true, true, true, true, false]);
      const labels = (group: ColumnGroup) => group.columns.map((entry) => entry.label);
      expect(labels(groups[0]!)).toEqual(FEEDBACK_COLUMNS.map((entry) => entry.label));
      expect(labels(groups[1]!)).toEqual([
        'Date',
        'Review',
        'CSAT',
        'NPS',
        'Success Rate',
        'Applied Categories',
      ]);
      expect(groups[1]!.columns.map((entry) => entry.name)).toEqual([
        'timestamp',
        'verbatim',
        'CSAT',
        'NPS',
        'SR',
        'prismAppliedCategories',
      ]);
      expect(groups[1]!.columns.map((entry) => entry.orderNumber)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(labels(groups[2]!)).toEqual(['Date', 'Review', 'CSAT', 'Success Rate', 'Visit ID']);
      expect(labels(groups[3]!)).toEqual([
        'Date',
        'Review',
        'Alt Review',
        'ML Analysis Field',
        'CSAT',
        'Department',
        'Business Unit',
        'Email',
        'PID',
        'Title',
        'First Name',
        'Last Name',
        'Account Number',
        'Username',
        'File Upload URLs',
      ]);
      expect(groups[4]).toMatchObject({
        _id: mine.data!.insertColumnGroup._id,
        userID: 'voc',
        columns: [column('notes', 'Notes')],
      });
      // Another user does not see them.
      const reader = await columnGroups('voc-reader');
      expect(reader.data!.getColumnGroups.map((group) => group.name)).not.toContain('My triage');
      // An admin may read anyone's.
      const asAdmin = await columnGroups('admin', 'voc');
      expect(asAdmin.data!.getColumnGroups.map((group) => group.name)).toContain('My triage');
    });

    it('needs a name and a column, with the spec’s messages', async () => {
      for (const name of ['', '   ']) {
        const answer = await insertView('voc', { name, columns: [column('CSAT', 'CSAT')] });
        expect(answer.errors[0]?.extensions?.status).toBe(400);
        expect(answer.errors[0]?.message).toContain(VOC_MSG.viewNameRequired);
      }
      const noColumns = await insertView('voc', { name: 'Empty', columns: [] });
      expect(noColumns.errors[0]?.extensions?.status).toBe(400);
      expect(noColumns.errors[0]?.message).toContain(VOC_MSG.viewColumnsRequired);
      expect(VOC_MSG.viewNameRequired).toBe('Please enter View Name to save.');
      expect(VOC_MSG.viewColumnsRequired).toBe('Please select columns to save.');
      const unknownColumn = await insertView('voc', { name: 'Bad', columns: [column('nope', 'Nope')] });
      expect(unknownColumn.errors[0]?.extensions?.status).toBe(400);
      const names = (await columnGroups('voc')).data!.getColumnGroups.map((group) => group.name);
      expect(names).not.toContain('Empty');
      expect(names).not.toContain('Bad');
    });

    it('refuses a name in use (own or default) with 409, on insert and on update', async () => {
      const first = await insertView('voc', { name: 'Scores', columns: [column('CSAT', 'CSAT')] });
      expect(first.errors).toEqual([]);
      expect(
        (await insertView('voc', { name: 'scores', columns: [column('NPS', 'NPS')] })).errors[0]?.extensions
          ?.status,
      ).toBe(409);
      expect(
        (await insertView('voc', { name: 'Reviews View', columns: [column('NPS', 'NPS')] })).errors[0]
          ?.extensions?.status,
      ).toBe(409);
      // Another user may use the same name.
      expect(
        (await insertView('voc-reader', { name: 'Scores', columns: [column('NPS', 'NPS')] })).errors,
      ).toEqual([]);

      const second = await insertView('voc', { name: 'Flags', columns: [column('isFlagged', 'Flagged')] });
      const clash = await updateView('voc', {
        _id: second.data!.insertColumnGroup._id,
        name: 'SCORES',
        columns: [column('isFlagged', 'Flagged')],
      });
      expect(clash.errors[0]?.extensions?.status).toBe(409);
      // Keeping its own name is no clash.
      const renamed = await updateView('voc', {
        _id: second.data!.insertColumnGroup._id,
        name: 'Flags',
        columns: [column('isFlagged', 'Flagged'), column('isHidden', 'Hidden', 1)],
      });
      expect(renamed.errors).toEqual([]);
      const stored = (await columnGroups('voc')).data!.getColumnGroups.find(
        (group) => group.name === 'Flags',
      );
      expect(stored?.columns).toEqual([column('isFlagged', 'Flagged'), column('isHidden', 'Hidden', 1)]);
    });

    it('never changes or deletes a default view (409)', async () => {
      for (const id of ['default-allColumns', 'default-reviews', 'default-details', 'default-employeeExp']) {
        const update = await updateView('voc', {
          _id: id,
          name: `Changed ${id}`,
          columns: [column('CSAT', 'CSAT')],
        });
        expect(update.errors[0]?.extensions?.status, id).toBe(409);
        expect((await deleteView('voc', id)).errors[0]?.extensions?.status, id).toBe(409);
      }
      const groups = (await columnGroups('voc')).data!.getColumnGroups;
      expect(groups[1]).toMatchObject({ _id: 'default-reviews', name: 'Reviews View' });
    });

    it("leaves another user's view alone: 404 on their own account, 403 acting for the owner", async () => {
      const theirs = await insertView('voc', { name: 'Private', columns: [column('CSAT', 'CSAT')] });
      const id = theirs.data!.insertColumnGroup._id;
      const update = await updateView('voc-reader', {
        _id: id,
        name: 'Taken',
        columns: [column('NPS', 'NPS')],
      });
      expect(update.errors[0]?.extensions?.status).toBe(404);
      expect((await deleteView('voc-reader', id)).errors[0]?.extensions?.status).toBe(404);
      expect(
        (await updateView('voc-reader', { _id: id, name: 'Taken', columns: [column('NPS', 'NPS')] }, 'voc'))
          .errors[0]?.extensions?.status,
      ).toBe(403);
      expect((await deleteView('voc-reader', id, 'voc')).errors[0]?.extensions?.status).toBe(403);
      const still = (await columnGroups('voc')).data!.getColumnGroups.find((group) => group._id === id);
      expect(still).toMatchObject({ name: 'Private', columns: [column('CSAT', 'CSAT')] });
    });
  });

  describe('favourite view (updateUserDefaultColumnGroup)', () => {
    it('resets the favourite to the default view when the favourite is deleted', async () => {
      const permission = (await permissionOne('voc', 'MSA@Web')).data!.getUserPermissionOne!;
      expect(permission).toMatchObject({ authID: 'voc', entityID: 'MSA@Web', columnGroupID: null });
      const view = (await insertView('voc', { name: 'Favourite', columns: [column('CSAT', 'CSAT')] })).data!
        .insertColumnGroup;
      const chosen = await setFavourite('voc', permission._id, view._id);
      expect(chosen.errors).toEqual([]);
      expect(chosen.data?.updateUserDefaultColumnGroup).toMatchObject({
        _id: permission._id,
        columnGroupID: view._id,
      });
      expect((await permissionOne('voc', 'MSA@Web')).data?.getUserPermissionOne?.columnGroupID).toBe(
        view._id,
      );

      const deleted = await deleteView('voc', view._id);
      expect(deleted.errors).toEqual([]);
      expect(deleted.data?.deleteColumnGroup).toEqual({ _id: view._id, columnGroupID: 'default-allColumns' });
      expect((await permissionOne('voc', 'MSA@Web')).data?.getUserPermissionOne?.columnGroupID).toBeNull();
      expect((await columnGroups('voc')).data!.getColumnGroups.map((group) => group._id)).not.toContain(
        view._id,
      );
      // Deleting it again: it is gone.
      expect((await deleteView('voc', view._id)).errors[0]?.extensions?.status).toBe(404);
    });

    it('chooses a default view, clears with null, and refuses unknown views and other people’s permissions', async () => {
      const permission = (await permissionOne('voc-reader', 'MSA@Web')).data!.getUserPermissionOne!;
      const chosen = await setFavourite('voc-reader', permission._id, 'default-reviews');
      expect(chosen.data?.updateUserDefaultColumnGroup.columnGroupID).toBe('default-reviews');
      const cleared = await setFavourite('voc-reader', permission._id, null);
      expect(cleared.errors).toEqual([]);
      expect(cleared.data?.updateUserDefaultColumnGroup.columnGroupID).toBeNull();
      expect(
        (await permissionOne('voc-reader', 'MSA@Web')).data?.getUserPermissionOne?.columnGroupID,
      ).toBeNull();

      expect(
        (await setFavourite('voc-reader', permission._id, 'no-such-view')).errors[0]?.extensions?.status,
      ).toBe(400);
      // Another user's view is no view of this permission's owner.
      const others = (await insertView('voc', { name: 'Not yours', columns: [column('CSAT', 'CSAT')] })).data!
        .insertColumnGroup;
      expect(
        (await setFavourite('voc-reader', permission._id, others._id)).errors[0]?.extensions?.status,
      ).toBe(400);
      const vocPermission = (await permissionOne('voc', 'MSA@Web')).data!.getUserPermissionOne!;
      expect(
        (await setFavourite('voc-reader', vocPermission._id, 'default-details')).errors[0]?.extensions
          ?.status,
      ).toBe(403);
      expect((await setFavourite('voc', 'no-such-permission', null)).errors[0]?.extensions?.status).toBe(404);
    });
  });

  describe('users and permissions', () => {
    interface User {
      _id: string;
      authID: string;
      firstName: string;
      lastName: string;
      email: string;
      role: string;
      isArchived: boolean;
      permissions: Permission[];
    }
    const USER_FIELDS = `_id authID firstName lastName email role isArchived permissions { ${PERMISSION_FIELDS} }`;

    const insertUser = (args: { authID: string; email: string; role: string; firstName?: string }) =>
      gql<{ insertUser: User }>(
        t,
        'admin',
        `mutation ($authID: String!, $firstName: String, $email: String!, $role: String!) {
          insertUser(authID: $authID, firstName: $firstName, lastName: "Tester", email: $email, role: $role) {
            ${USER_FIELDS} } }`,
        args,
      );

    const insertPermission = (args: {
      authID: string;
      entityID: string;
      role?: string;
      read: boolean;
      write: boolean;
    }) =>
      gql<{ insertUserPermission: Permission }>(
        t,
        'admin',
        `mutation ($authID: String!, $entityID: String!, $role: String, $read: Boolean!, $write: Boolean!) {
          insertUserPermission(authID: $authID, entityID: $entityID, role: $role, read: $read, write: $write) {
            ${PERMISSION_FIELDS} } }`,
        args,
      );

    it('inserts a user; refuses a taken authID (409), a bad email (400) and a role other than admin or manager', async () => {
      const inserted = await insertUser({
        authID: 'new.person',
        firstName: 'New',
        email: 'new.person@prism.example',
        role: 'manager',
      });
      expect(inserted.errors).toEqual([]);
      expect(inserted.data?.insertUser).toMatchObject({
        authID: 'new.person',
        firstName: 'New',
        lastName: 'Tester',
        email: 'new.person@prism.example',
        role: 'manager',
        isArchived: false,
        permissions: [],
      });
      expect(
        (await insertUser({ authID: 'VOC', email: 'someone@prism.example', role: 'manager' })).errors[0]
          ?.extensions?.status,
      ).toBe(409);
      expect(
        (await insertUser({ authID: 'new.person', email: 'other@prism.example', role: 'admin' })).errors[0]
          ?.extensions?.status,
      ).toBe(409);
      const badEmail = await insertUser({ authID: 'bad.email', email: 'not-an-email', role: 'manager' });
      expect(badEmail.errors[0]?.extensions?.status).toBe(400);
      expect(badEmail.errors[0]?.message).toContain('email');
      for (const role of ['viewer', 'Admin', '']) {
        const answer = await insertUser({
          authID: `role.${role || 'empty'}`,
          email: 'r@prism.example',
          role,
        });
        expect(answer.errors[0]?.extensions?.status, role).toBe(400);
        expect(answer.errors[0]?.message, role).toContain('role');
      }
      const found = await gql<{ getUsers: User[] }>(t, 'admin', '{ getUsers(authID: "person") { authID } }');
      expect(found.data?.getUsers.map((user) => user.authID)).toEqual(['new.person']);
      const updated = await gql<{ updateUser: User }>(
        t,
        'admin',
        `mutation ($id: String!) { updateUser(_id: $id, role: "admin", email: "np@prism.example") { role email } }`,
        { id: inserted.data!.insertUser._id },
      );
      expect(updated.data?.updateUser).toEqual({ role: 'admin', email: 'np@prism.example' });
      const badUpdate = await gql(
        t,
        'admin',
        `mutation ($id: String!) { updateUser(_id: $id, role: "owner") { role } }`,
        {
          id: inserted.data!.insertUser._id,
        },
      );
      expect(badUpdate.errors[0]?.extensions?.status).toBe(400);
    });

    it('refuses an admin permission without write, and a second permission on the same entity', async () => {
      const adminNoWrite = await insertPermission({
        authID: 'perm.person',
        entityID: 'MSA@Web',
        role: 'admin',
        read: true,
        write: false,
      });
      expect(adminNoWrite.errors[0]?.extensions?.status).toBe(400);
      expect(adminNoWrite.errors[0]?.message).toContain('an admin has write');

      const manager = await insertPermission({
        authID: 'perm.person',
        entityID: 'MSA@Web',
        read: true,
        write: false,
      });
      expect(manager.errors).toEqual([]);
      expect(manager.data?.insertUserPermission).toMatchObject({
        authID: 'perm.person',
        entityID: 'MSA@Web',
        role: 'manager',
        read: true,
        write: false,
        isArchived: false,
        columnGroupID: null,
      });
      const again = await insertPermission({
        authID: 'PERM.person',
        entityID: 'MSA@Web',
        read: true,
        write: true,
      });
      expect(again.errors[0]?.extensions?.status).toBe(409);
      // Making it admin while it has no write is refused the same way.
      const promote = await gql(
        t,
        'admin',
        `mutation ($id: String!) { updateUserPermission(_id: $id, role: "admin") { role } }`,
        { id: manager.data!.insertUserPermission._id },
      );
      expect(promote.errors[0]?.extensions?.status).toBe(400);
      const promoted = await gql<{ updateUserPermission: Permission }>(
        t,
        'admin',
        `mutation ($id: String!) { updateUserPermission(_id: $id, role: "admin", write: true) { role read write } }`,
        { id: manager.data!.insertUserPermission._id },
      );
      expect(promoted.data?.updateUserPermission).toEqual({ role: 'admin', read: true, write: true });
    });

    it('answers a persona its own permission: voc reads and writes, voc-reader only reads', async () => {
      const voc = await permissionOne('voc', 'MSA@Web');
      expect(voc.errors).toEqual([]);
      expect(voc.data?.getUserPermissionOne).toMatchObject({
        authID: 'voc',
        entityID: 'MSA@Web',
        role: 'manager',
        read: true,
        write: true,
      });
      const reader = await permissionOne('voc-reader', 'MSA@Web');
      expect(reader.data?.getUserPermissionOne).toMatchObject({
        authID: 'voc-reader',
        role: 'manager',
        read: true,
        write: false,
      });
      // Without authID: the caller.
      expect((await permissionOne('voc-reader', 'MSA@Web', null)).data?.getUserPermissionOne).toMatchObject({
        authID: 'voc-reader',
        write: false,
      });
      // No record and no right: nothing.
      expect((await permissionOne('voc-reader', 'LegacyWidget@Web')).data?.getUserPermissionOne).toBeNull();
      // The admin's right on an application without its own record comes from its role.
      expect((await permissionOne('admin', 'LegacyWidget@Web')).data?.getUserPermissionOne).toMatchObject({
        role: 'admin',
        read: true,
        write: true,
      });
    });

    it('refuses acting for another authID without being a VoC admin (403)', async () => {
      expect((await permissionOne('voc', 'MSA@Web', 'voc-reader')).errors[0]?.extensions?.status).toBe(403);
      expect((await columnGroups('voc-reader', 'voc')).errors[0]?.extensions?.status).toBe(403);
      const getUser = await gql(t, 'voc', '{ getUser(authID: "admin", entityID: "MSA@Web") { _id } }');
      expect(getUser.errors[0]?.extensions?.status).toBe(403);
      const insert = await insertView(
        'voc-reader',
        { name: 'For voc', columns: [column('CSAT', 'CSAT')] },
        'voc',
      );
      expect(insert.errors[0]?.extensions?.status).toBe(403);
      expect((await columnGroups('voc')).data!.getColumnGroups.map((group) => group.name)).not.toContain(
        'For voc',
      );
      // The admin may.
      const asAdmin = await permissionOne('admin', 'MSA@Web', 'voc-reader');
      expect(asAdmin.data?.getUserPermissionOne).toMatchObject({ authID: 'voc-reader', write: false });
      const self = await gql<{ getUser: User }>(
        t,
        'voc',
        `{ getUser(authID: "voc", entityID: "MSA@Web") { ${USER_FIELDS} } }`,
      );
      expect(self.data?.getUser).toMatchObject({
        authID: 'voc',
        role: 'manager',
        firstName: 'Vera',
        lastName: 'Voice',
      });
      expect(self.data?.getUser.permissions.map((permission) => permission.entityID)).toEqual(['MSA@Web']);
    });
  });
});
