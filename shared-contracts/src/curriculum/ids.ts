import { z } from '@lesson-planner/shared-contracts/schema';

// The same shapes as the domain topic's IdSchema and TimestampSchema. Declared here because the
// domain topic reaches the theme (browser code), and the Cloud Functions import this topic.
export const IdSchema = z.string().trim().min(1);
export const TimestampSchema = z.date();
