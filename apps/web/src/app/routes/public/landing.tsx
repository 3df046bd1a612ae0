import { organisationName, productName } from '@cic/contract';
import { ArrowRight, CalendarCheck, KeyRound, MailCheck, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { ContactDialog } from '@/components/contact-dialog';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';

function Step({
  number,
  icon,
  title,
  children,
}: {
  number: number;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700 [&_svg]:size-5">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-zinc-900">
          <span className="sr-only">Step {number}: </span>
          {title}
        </h3>
        <p className="mt-1 text-sm text-zinc-600">{children}</p>
      </div>
    </li>
  );
}

/** / : welcome, how to use, Get Started and the contact dialog (spec 1 §2). */
export function LandingPage() {
  usePageTitle(null);
  return (
    <>
      <section
        aria-labelledby="welcome-heading"
        className="bg-gradient-to-b from-brand-50 via-white to-white px-5 pt-12 pb-10 sm:pt-20"
      >
        <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
          <p className="rounded-full bg-brand-100 px-3 py-1 text-xs font-medium text-brand-800">
            {organisationName} Parent Portal
          </p>
          <h1
            id="welcome-heading"
            className="mt-4 text-3xl font-bold tracking-tight text-zinc-900 sm:text-4xl"
          >
            Welcome to {productName}
          </h1>
          <p className="mt-3 max-w-xl text-base text-zinc-600 sm:text-lg">
            Your all-in-one hub for your child's education: follow their day at the center and support their
            educational journey.
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to={paths.login.path}>
                Get Started
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <ContactDialog
              trigger={
                <Button variant="outline" size="lg" className="w-full sm:w-auto">
                  <MessageCircle aria-hidden="true" />
                  Contact Us
                </Button>
              }
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="px-5 py-10">
        <div className="mx-auto max-w-2xl">
          <h2 id="how-heading" className="text-xl font-semibold text-zinc-900">
            How to use {productName}
          </h2>
          <p className="mt-2 text-sm text-zinc-600">
            Parents must register with the e-mail address given during their child's registration.
          </p>
          <ol className="mt-5 grid gap-3">
            <Step number={1} icon={<MailCheck />} title="Sign in with your e-mail">
              Enter the e-mail address given during your child's registration at the center.
            </Step>
            <Step number={2} icon={<KeyRound />} title="Enter your verification code">
              We send a 6-digit code to that address. No password to remember.
            </Step>
            <Step number={3} icon={<CalendarCheck />} title="Follow your child">
              See your children and their check-ins and check-outs, with a photo and temperature.
            </Step>
          </ol>
          <p className="mt-8 text-center text-sm text-zinc-500">
            Center staff:{' '}
            <Link className="font-medium text-brand-700 hover:underline" to={paths.teacherLogin.path}>
              Teacher login
            </Link>{' '}
            ·{' '}
            <Link className="font-medium text-brand-700 hover:underline" to={paths.adminLogin.path}>
              Admin portal
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
