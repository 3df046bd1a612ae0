import { malaysianProfileDetails as details } from '@cic/contract/parent/profile-details.fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, signInAs } from '../../../test/sign-in';

describe('parent profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v2/parent/auth/${url}`, headers: bearer(token), payload });

  async function expectFieldError(url: string, payload: object, field: string, message: string) {
    const { token } = await signInAs(t.ctx, 'parent');
    const response = await post(url, token, payload);
    expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    expect(response.json(), JSON.stringify(payload)).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message,
      field,
    });
  }

  describe('POST /parent/auth/register', () => {
    it('saves who a new parent is and answers like GET /parent/auth', async () => {
      const parent = await signInAs(t.ctx, 'parent');
      const response = await post('register', parent.token, {
        salutation: 'Mr',
        fullName: '  Tan Wei Ming ',
        phoneNumber: '012-345 6789',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        user: {
          email: parent.email,
          role: 'parent',
          salutation: 'Mr',
          fullName: 'Tan Wei Ming',
          phoneNumber: '012-345 6789',
          families: [],
        },
        needsUpdate: false,
      });
      const auth = await t.app.inject({
        method: 'GET',
        url: '/api/v2/parent/auth',
        headers: bearer(parent.token),
      });
      expect(auth.json().data.needsUpdate).toBe(false);
    });

    it.each([
      [{ fullName: 'Tan', phoneNumber: '0123456789' }, 'salutation', 'Please select a salutation'],
      [{ salutation: 'Mr', fullName: '', phoneNumber: '0123456789' }, 'fullName', 'Full name is required'],
      [
        { salutation: 'Mr', fullName: 'Tan', phoneNumber: '1234' },
        'phoneNumber',
        'Please enter a valid phone number',
      ],
    ])('refuses %j: %s', async (payload, field, message) => {
      await expectFieldError('register', payload, field, message);
    });
  });

  describe('POST /parent/auth/update-profile', () => {
    it('saves the basic fields and says so', async () => {
      const parent = await signInAs(t.ctx, 'parent');
      const response = await post('update-profile', parent.token, {
        salutation: 'Dr',
        fullName: 'Lim Mei Ling',
        phoneNumber: '+60 12-345 6789',
        email: 'someone.else@test.example',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Profile updated successfully',
        data: {
          user: {
            email: parent.email,
            salutation: 'Dr',
            fullName: 'Lim Mei Ling',
            phoneNumber: '+60 12-345 6789',
          },
        },
      });
    });

    it('normalises the state and stores empty optional fields as nothing', async () => {
      const parent = await signInAs(t.ctx, 'parent');
      const response = await post('update-profile', parent.token, details);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.user).toMatchObject({
        nationality: 'malaysia',
        nric: '900101145678',
        passport: null,
        address2: null,
        state: 'W.P. Kuala Lumpur',
      });
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v2/parent/me',
        headers: bearer(parent.token),
      });
      expect(me.json().data.user.state).toBe('W.P. Kuala Lumpur');
    });

    it('clears the other ID when the nationality switches', async () => {
      const parent = await signInAs(t.ctx, 'parent');
      await post('update-profile', parent.token, details);
      const toForeigner = await post('update-profile', parent.token, {
        ...details,
        nationality: 'foreigner',
        passport: 'a1234567',
      });
      expect(toForeigner.json().data.user).toMatchObject({
        nationality: 'foreigner',
        passport: 'A1234567',
        nric: null,
      });
      const back = await post('update-profile', parent.token, { ...details, passport: 'A1234567' });
      expect(back.json().data.user).toMatchObject({
        nationality: 'malaysia',
        nric: '900101145678',
        passport: null,
      });
    });

    it('keeps the ID rule for the saved nationality when only the ID is sent', async () => {
      const parent = await signInAs(t.ctx, 'parent');
      await post('update-profile', parent.token, details);
      const response = await post('update-profile', parent.token, { nric: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'NRIC is required for Malaysian citizens',
        field: 'nric',
      });
    });

    it.each([
      [{ phoneNumber: 'call me maybe' }, 'phoneNumber', 'Please enter a valid phone number'],
      [{ phoneNumber: '1234567' }, 'phoneNumber', 'Phone number must be at least 8 digits'],
      [{ phoneNumber: '0123456789012345' }, 'phoneNumber', 'Phone number must be less than 15 digits'],
      [{ fullName: 'A' }, 'fullName', 'Name must be at least 2 characters'],
      [{ fullName: 'A'.repeat(51) }, 'fullName', 'Name must be less than 50 characters'],
      [{ ...details, nric: '' }, 'nric', 'NRIC is required for Malaysian citizens'],
      [{ ...details, nric: '900101-14-5678' }, 'nric', 'NRIC must be 12 digits without hyphens'],
      [{ ...details, nationality: 'foreigner', nric: '' }, 'passport', 'Passport is required for foreigners'],
      [
        { ...details, nationality: 'foreigner', passport: 'AB12' },
        'passport',
        'Passport must be 6 to 20 uppercase letters and digits',
      ],
      [{ ...details, occupation: '' }, 'occupation', 'Occupation is required'],
      [{ ...details, address1: '' }, 'address1', 'Address is required'],
      [{ ...details, postcode: '5045' }, 'postcode', 'Postcode must be 5 digits'],
      [{ ...details, state: 'Atlantis' }, 'state', 'Please select a state'],
    ])('refuses %j: %s', async (payload, field, message) => {
      await expectFieldError('update-profile', payload, field, message);
    });

    it('refuses an empty update', async () => {
      const parent = await signInAs(t.ctx, 'parent');
      const response = await post('update-profile', parent.token, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Nothing to update' });
    });
  });
});
