import { z } from 'zod';

export const CHILD_AGES = Array.from({ length: 13 }, (_, i) => String(i + 6));

export const childAgeSchema = z
  .string({ error: "Please choose the child's age." })
  .refine((v) => CHILD_AGES.includes(v), {
    error: (issue) => (issue.input === '' ? "Please choose the child's age." : "Please choose the child's age (6 to 18)."),
  });

const emailSchema = z
  .string({ error: 'Please enter a valid email address.' })
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

export const signUpSchema = z.object({
  displayName: z
    .string({ error: "Please enter the child's full name." })
    .trim()
    .min(1, "Please enter the child's full name.")
    .max(100, 'The name can be at most 100 characters.'),
  childAge: childAgeSchema,
  email: emailSchema,
  password: z
    .string({ error: 'Please enter a password.' })
    .min(8, 'The password must be at least 8 characters.')
    .max(128, 'The password can be at most 128 characters.'),
  timezone: z.string().max(64).optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(128),
});
export type SignInInput = z.infer<typeof signInSchema>;
