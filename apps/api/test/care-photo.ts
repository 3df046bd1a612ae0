import type { App } from '../src/app';
import { canvasJpeg } from './jpeg-bytes';
import { multipartBody } from './multipart-body';
import { bearer } from './sign-in';

/** Uploads a small JPEG to a photo upload route (a care note's, a medicine label's) and answers the response. */
export async function uploadPhoto(app: App, token: string, url: string) {
  const body = await multipartBody({}, [
    { field: 'file', bytes: await canvasJpeg(64, 48), type: 'image/jpeg', name: 'art.jpg' },
  ]);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** Uploads a small JPEG as a care note's photo (`POST /center/care/photos`) and answers the response. */
export const uploadCarePhoto = (app: App, token: string) =>
  uploadPhoto(app, token, '/api/v2/center/care/photos');
