import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'
import type { PlanId } from '@/domain/plans'

/** A plan as the signup screen offers it: the provider's checkout link opens in a new tab. */
export interface PlanCheckout {
  id: PlanId
  checkout_url: string
}

export interface SchoolForm {
  nombre: string
  region: string
  comuna: string
  email_responsable: string
  nombre_responsable: string
  password: string
}

export interface SchoolRegistration extends SchoolForm {
  /** The preapproval id the checkout returned with. */
  payment_id: string
}

export interface SchoolSignupInput {
  /** `preapproval_id` of the URL: the checkout sends the user back with it. */
  preapprovalId: string | null
  /** The checkout came back with `status=rejected`. */
  rejected: boolean
}

export interface SchoolSignupContext {
  preapprovalId: string | null
  plans: PlanCheckout[]
  selected: PlanId | null
  /** The plan paid for, as the server found it from the preapproval. */
  plan: PlanId | null
  form: SchoolForm | null
  codigo: string | null
  /** A problem with the plan or the payment, shown inline in the plan step. */
  planError: string | null
  /** A problem with the form or its sending, shown inline under the form. */
  error: string | null
  notice: string | null
}

export type SchoolSignupEvent =
  | { type: 'plan.select'; plan: PlanId }
  | { type: 'payment.start' }
  | { type: 'plans.retry' }
  | { type: 'plan.change' }
  | { type: 'form.submit'; school: SchoolForm }
  | { type: 'code.copy' }

/**
 * What the screen shows, by tag: `waiting` (plans or the paid plan are being fetched), `choosing` (the
 * plan picker and Pagar), `paid` (the plan is confirmed and the form can be sent) and `registered`
 * (the school code).
 */
export type SchoolSignupTag = 'waiting' | 'choosing' | 'paid' | 'registered'

/** The checkout link of the selected plan, if any. */
export const checkoutUrlOf = (context: Pick<SchoolSignupContext, 'plans' | 'selected'>) =>
  context.plans.find((p) => p.id === context.selected)?.checkout_url

const requirePayment = assign<SchoolSignupContext, SchoolSignupEvent, undefined, SchoolSignupEvent, never>({
  error: messages.validation.planAndPayment,
})

/**
 * School signup: choose a plan, pay in a new tab, come back with `preapproval_id`,
 * the plan is looked up, then the school form is sent; the new school code is shown and the screen
 * goes to /login after 2000 ms. Reloading with `preapproval_id` starts again at the lookup.
 */
export const schoolSignupMachine = setup({
  types: {
    context: {} as SchoolSignupContext,
    events: {} as SchoolSignupEvent,
    input: {} as SchoolSignupInput,
    tags: {} as SchoolSignupTag,
  },
  actors: {
    loadPlans: fromPromise<PlanCheckout[]>(async () => {
      throw new Error('loadPlans not provided')
    }),
    lookUpPlan: fromPromise<{ plan: PlanId }, string>(async () => {
      throw new Error('lookUpPlan not provided')
    }),
    registerSchool: fromPromise<{ codigo: string }, SchoolRegistration>(async () => {
      throw new Error('registerSchool not provided')
    }),
  },
  actions: {
    openCheckout: (_, _params: { url: string }) => {},
    forgetPayment: () => {},
    announceRegistered: () => {},
    copyCode: (_, _params: { codigo: string }) => {},
    goToLogin: () => {},
  },
  guards: {
    returnedFromPayment: ({ context }) => context.preapprovalId !== null,
    planSelected: ({ context }) => context.selected !== null,
  },
  delays: {
    /** To /login 2000 ms after the school is registered. */
    redirectDelay: 2000,
  },
}).createMachine({
  id: 'schoolSignup',
  initial: 'loadingPlans',
  context: ({ input }) => ({
    preapprovalId: input.preapprovalId,
    plans: [],
    selected: null,
    plan: null,
    form: null,
    codigo: null,
    planError: null,
    error: null,
    notice: input.rejected ? `${messages.validation.paymentNotApproved}. Elige un plan e inténtalo de nuevo.` : null,
  }),
  states: {
    loadingPlans: {
      tags: 'waiting',
      on: { 'form.submit': { actions: requirePayment } },
      invoke: {
        id: 'loadPlans',
        src: 'loadPlans',
        // Back from the checkout with a preapproval, the plan it paid is looked up next.
        onDone: [
          {
            guard: 'returnedFromPayment',
            target: 'lookingUpPlan',
            actions: assign({ plans: ({ event }) => event.output }),
          },
          { target: 'choosingPlan', actions: assign({ plans: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'plansFailed',
          actions: assign({ planError: ({ event }) => messageOf(event.error, messages.fallback.schoolSignup) }),
        },
      },
    },
    plansFailed: {
      on: {
        'plans.retry': { target: 'loadingPlans', actions: assign({ planError: null }) },
        'form.submit': { actions: requirePayment },
      },
    },
    choosingPlan: {
      tags: 'choosing',
      on: {
        'plan.select': { actions: assign({ selected: ({ event }) => event.plan, planError: null }) },
        'payment.start': [
          {
            guard: 'planSelected',
            target: 'awaitingPayment',
            actions: [
              assign({ planError: null, error: null, notice: null }),
              {
                type: 'openCheckout',
                params: ({ context }) => ({ url: checkoutUrlOf(context) ?? '' }),
              },
            ],
          },
          { actions: assign({ planError: messages.validation.choosePlan }) },
        ],
        'form.submit': { actions: requirePayment },
      },
    },
    awaitingPayment: {
      tags: 'choosing',
      on: {
        'plan.select': { target: 'choosingPlan', actions: assign({ selected: ({ event }) => event.plan }) },
        'payment.start': {
          actions: {
            type: 'openCheckout',
            params: ({ context }) => ({ url: checkoutUrlOf(context) ?? '' }),
          },
        },
        'form.submit': { actions: requirePayment },
      },
    },
    lookingUpPlan: {
      tags: 'waiting',
      on: { 'form.submit': { actions: requirePayment } },
      invoke: {
        id: 'lookUpPlan',
        src: 'lookUpPlan',
        input: ({ context }) => context.preapprovalId!,
        onDone: {
          target: 'filling',
          actions: assign({ plan: ({ event }) => event.output.plan, planError: null, error: null }),
        },
        onError: {
          target: 'planMissing',
          actions: assign({
            planError: ({ event }) => messageOf(event.error, messages.validation.planAndPayment),
          }),
        },
      },
    },
    planMissing: {
      on: {
        'plan.change': {
          target: 'loadingPlans',
          actions: [assign({ preapprovalId: null, planError: null, error: null }), 'forgetPayment'],
        },
        'form.submit': { actions: requirePayment },
      },
    },
    filling: {
      tags: 'paid',
      on: {
        'form.submit': {
          target: 'submitting',
          actions: assign({ form: ({ event }) => event.school, error: null }),
        },
      },
    },
    submitting: {
      tags: 'paid',
      invoke: {
        id: 'registerSchool',
        src: 'registerSchool',
        input: ({ context }) => ({ ...context.form!, payment_id: context.preapprovalId! }),
        onDone: {
          target: 'registered',
          actions: [assign({ codigo: ({ event }) => event.output.codigo }), 'announceRegistered'],
        },
        onError: {
          target: 'filling',
          actions: assign({ error: ({ event }) => messageOf(event.error, messages.fallback.schoolSignup) }),
        },
      },
    },
    registered: {
      tags: 'registered',
      on: { 'code.copy': { actions: { type: 'copyCode', params: ({ context }) => ({ codigo: context.codigo! }) } } },
      after: { redirectDelay: 'leaving' },
    },
    leaving: { type: 'final', tags: 'registered', entry: 'goToLogin' },
  },
})
