/** Voting: request a code, resend it (WhatsApp or e-mail), check it. Rules live in ../state.ts. */
import { ENDPOINTS } from '../../src/domain/protocol';
import { http, HttpResponse } from 'msw';
import { clientOf, readForm, type HandlerContext } from './effects';

export function voteHandlers({ simulator, route }: HandlerContext) {
  return [
    http.post(
      `*${ENDPOINTS.submitVotes}`,
      route('submit-votes', async ({ request }) => {
        const { name, phone, country, email } = await readForm(request);
        return HttpResponse.json(simulator.requestCode({ name, phone, country, email, client: clientOf(request) }));
      }),
    ),

    http.post(
      `*${ENDPOINTS.otp}`,
      route('code-request', async ({ request }) => {
        const { phone, country, email } = await readForm(request);
        return HttpResponse.json(simulator.resendCode({ phone, country, email, client: clientOf(request) }));
      }),
    ),

    http.post(
      `*${ENDPOINTS.checkOtp}`,
      route('check-otp', async ({ request }) => {
        const { name, phone, country, email, data_submit, otp } = await readForm(request);
        return HttpResponse.json(simulator.checkOtp({ name, phone, country, email, data_submit, otp }));
      }),
    ),
  ];
}
