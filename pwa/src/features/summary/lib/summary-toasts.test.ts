import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { FAILED_TOAST, confirmToast, failedToast } from './summary-toasts';

describe('failedToast', () => {
  it("gives the service's words for a 429, under the same title", () => {
    const message = 'A confirmation e-mail was already sent to this address today. Please open it to confirm your address, or try again tomorrow.';
    expect(failedToast(new ApiError(message, 429))).toEqual({ title: 'Failed to Send', description: message, variant: 'destructive' });
  });

  it('keeps the usual text otherwise: other statuses, no words from the service, or no answer', () => {
    expect(failedToast(new ApiError('database is locked', 500))).toEqual(FAILED_TOAST);
    expect(failedToast(new ApiError('HTTP 429', 429))).toEqual(FAILED_TOAST);
    expect(failedToast(new ApiError('Failed to fetch'))).toEqual(FAILED_TOAST);
    expect(failedToast(new Error('boom'))).toEqual(FAILED_TOAST);
  });
});

describe('confirmToast', () => {
  it('names the address when it is known', () => {
    expect(confirmToast('ruth@church.org')).toEqual({
      title: 'Check your inbox to confirm your address',
      description:
        'We sent a short e-mail to ruth@church.org. Open its link on this device, or type its code below: your summary stays on this device and goes out as soon as you confirm.',
    });
    expect(confirmToast().description).toMatch(/^We sent a short e-mail\. Open its link on this device/);
  });
});
