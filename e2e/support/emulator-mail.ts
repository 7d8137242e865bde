// The Auth emulator keeps the emails it would send; tests read the links from it.
const OOB_CODES = 'http://127.0.0.1:9099/emulator/v1/projects/demo-lesson-planner/oobCodes';

interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN';
  oobCode: string;
  oobLink: string;
}

export async function latestOobCode(
  email: string,
  requestType: OobCode['requestType'],
): Promise<OobCode> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const { oobCodes } = (await (await fetch(OOB_CODES)).json()) as { oobCodes: OobCode[] };
    const match = oobCodes
      .filter((code) => code.email === email.toLowerCase() && code.requestType === requestType)
      .at(-1);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${requestType} email for ${email}`);
}
