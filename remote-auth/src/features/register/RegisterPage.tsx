import { useState, type FormEvent } from 'react';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { Link, useNavigate } from '@lesson-planner/shared-contracts/routing';
import { Trans, useTranslation } from 'react-i18next';
import { isPasswordValid, isValidEmail } from '@lesson-planner/shared-contracts/rules';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import {
  Checkbox,
  FieldError,
  FormMessage,
  SubmitButton,
} from '@lesson-planner/shared-contracts/forms';
import { register } from '../../api/identity';
import { AuthCard, LinkRow } from '../../components/AuthCard';
import { authErrorKey } from '../../errors/auth-errors';
import { PasswordRequirements } from './PasswordRequirements';
import { usePasswordPolicy } from './usePasswordPolicy';

type Field = 'displayName' | 'email' | 'password' | 'terms';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const policy = usePasswordPolicy();
  const [form, setForm] = useState({
    displayName: '',
    email: '',
    password: '',
    acceptTerms: false,
    acceptPrivacy: false,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!form.displayName.trim()) found.displayName = t('validation.displayNameRequired');
    if (!form.email.trim()) found.email = t('validation.emailRequired');
    else if (!isValidEmail(form.email)) found.email = t('errors.invalidEmail');
    if (!isPasswordValid(form.password, policy)) found.password = t('validation.passwordRules');
    if (!form.acceptTerms || !form.acceptPrivacy) found.terms = t('validation.acceptBoth');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await register(form);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setFailure(authErrorKey(error));
      setBusy(false);
    }
  };

  const update = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));

  return (
    <AuthCard title={t('titles.register')}>
      <Stack as="form" onSubmit={submit} noValidate>
        <TextField
          label={t('fields.displayName')}
          name="displayName"
          autoComplete="name"
          required
          value={form.displayName}
          error={errors.displayName}
          onChange={(event) => update({ displayName: event.target.value })}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={form.email}
          error={errors.email}
          onChange={(event) => update({ email: event.target.value })}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={form.password}
          error={errors.password}
          hint={<PasswordRequirements password={form.password} policy={policy} />}
          onChange={(event) => update({ password: event.target.value })}
        />
        <Checkbox
          checked={form.acceptTerms}
          onChange={(event) => update({ acceptTerms: event.target.checked })}
        >
          <Trans
            t={t}
            i18nKey="register.acceptTerms"
            components={{ terms: <Link to="/auth/terms" target="_blank" /> }}
          />
        </Checkbox>
        <Checkbox
          checked={form.acceptPrivacy}
          onChange={(event) => update({ acceptPrivacy: event.target.checked })}
        >
          <Trans
            t={t}
            i18nKey="register.acceptPrivacy"
            components={{ privacy: <Link to="/auth/privacy" target="_blank" /> }}
          />
        </Checkbox>
        {errors.terms && <FieldError>{errors.terms}</FieldError>}
        {failure && <FormMessage $kind="error">{t(`errors.${failure}`)}</FormMessage>}
        <SubmitButton busy={busy} busyLabel={t('register.creating')}>
          {t('register.submit')}
        </SubmitButton>
      </Stack>
      <LinkRow>
        <Link to="/auth/login">{t('register.haveAccount')}</Link>
      </LinkRow>
    </AuthCard>
  );
}
