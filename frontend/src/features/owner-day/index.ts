/**
 * The day page is a lazy route in app/router.tsx; the counter reads whether a day is open, and
 * opens one with the float the owner gives, through these.
 */
export { useGetClosedDaysQuery, useGetCurrentDayQuery, useOpenDayMutation } from './api';
