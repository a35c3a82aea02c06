import type { DeploySettings } from '../deploy-settings';

/** The functions' bank-transfer settings from the deploy settings; an account detail left unset is left out. */
export function bankAccountEnvironment(settings: DeploySettings): Record<string, string> {
  const values: Record<string, string | undefined> = {
    BANK_NAME: settings.bankName,
    BANK_BRANCH: settings.bankBranch,
    BANK_ACCOUNT_NAME: settings.bankAccountName,
    BANK_ACCOUNT_NUMBER: settings.bankAccountNumber,
    BANK_TRANSFER_WINDOW_SECONDS: String(settings.bankTransferWindowSeconds),
  };
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => Boolean(e[1])));
}
