var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/server/app.ts
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler
} from "fastify-type-provider-zod";
import { existsSync } from "node:fs";
import path from "node:path";
import { sql as sql10 } from "kysely";

// src/server/auth/auth.ts
import { queueAfterTransactionHook } from "@better-auth/core/context";
import { betterAuth } from "better-auth";
import { genericOAuth } from "better-auth/plugins";

// src/shared/schemas/settings.ts
import { z } from "zod";

// src/shared/domain/messages.ts
var MAX_CUSTOM_MESSAGES = 10;
var MAX_MESSAGE_LENGTH = 200;
function sanitizeMessage(text) {
  return text.replace(/[<>"']/g, "").replace(/&(?!amp;)/g, "&amp;").trim();
}
function decodeMessage(stored) {
  return stored.replace(/&amp;/g, "&");
}
function messageLength(stored) {
  return decodeMessage(stored).length;
}

// src/shared/domain/settings-options.ts
var DEFAULT_TIMEZONE = "America/New_York";
var OTHER_COUNTRY = "Other";

// src/shared/domain/timezone-place.ts
var COUNTRY_BY_PREFIX = [
  ["America/Indiana/", "United States"],
  ["America/Kentucky/", "United States"],
  ["America/North_Dakota/", "United States"],
  ["America/Argentina/", "Argentina"],
  ["Australia/", "Australia"]
];
var COUNTRY_BY_ZONE = {
  // North America
  "America/New_York": "United States",
  "America/Chicago": "United States",
  "America/Denver": "United States",
  "America/Phoenix": "United States",
  "America/Los_Angeles": "United States",
  "America/Anchorage": "United States",
  "America/Juneau": "United States",
  "America/Adak": "United States",
  "America/Boise": "United States",
  "America/Detroit": "United States",
  "Pacific/Honolulu": "United States",
  "America/Puerto_Rico": "Puerto Rico",
  "America/Toronto": "Canada",
  "America/Montreal": "Canada",
  "America/Vancouver": "Canada",
  "America/Edmonton": "Canada",
  "America/Winnipeg": "Canada",
  "America/Regina": "Canada",
  "America/Halifax": "Canada",
  "America/St_Johns": "Canada",
  "America/Mexico_City": "Mexico",
  "America/Cancun": "Mexico",
  "America/Monterrey": "Mexico",
  "America/Tijuana": "Mexico",
  "America/Guatemala": "Guatemala",
  "America/Costa_Rica": "Costa Rica",
  "America/Panama": "Panama",
  "America/Havana": "Cuba",
  "America/Jamaica": "Jamaica",
  "America/Santo_Domingo": "Dominican Republic",
  // South America
  "America/Sao_Paulo": "Brazil",
  "America/Manaus": "Brazil",
  "America/Fortaleza": "Brazil",
  "America/Recife": "Brazil",
  "America/Buenos_Aires": "Argentina",
  "America/Bogota": "Colombia",
  "America/Lima": "Peru",
  "America/Santiago": "Chile",
  "America/Caracas": "Venezuela",
  "America/Montevideo": "Uruguay",
  "America/La_Paz": "Bolivia",
  "America/Guayaquil": "Ecuador",
  // Europe
  "Europe/London": "United Kingdom",
  "Europe/Belfast": "United Kingdom",
  "Europe/Dublin": "Ireland",
  "Europe/Lisbon": "Portugal",
  "Europe/Madrid": "Spain",
  "Europe/Paris": "France",
  "Europe/Brussels": "Belgium",
  "Europe/Amsterdam": "Netherlands",
  "Europe/Luxembourg": "Luxembourg",
  "Europe/Berlin": "Germany",
  "Europe/Zurich": "Switzerland",
  "Europe/Vienna": "Austria",
  "Europe/Rome": "Italy",
  "Europe/Malta": "Malta",
  "Europe/Prague": "Czechia",
  "Europe/Warsaw": "Poland",
  "Europe/Budapest": "Hungary",
  "Europe/Copenhagen": "Denmark",
  "Europe/Oslo": "Norway",
  "Europe/Stockholm": "Sweden",
  "Europe/Helsinki": "Finland",
  "Europe/Tallinn": "Estonia",
  "Europe/Riga": "Latvia",
  "Europe/Vilnius": "Lithuania",
  "Europe/Athens": "Greece",
  "Europe/Bucharest": "Romania",
  "Europe/Sofia": "Bulgaria",
  "Europe/Belgrade": "Serbia",
  "Europe/Zagreb": "Croatia",
  "Europe/Kyiv": "Ukraine",
  "Europe/Kiev": "Ukraine",
  "Europe/Istanbul": "T\xFCrkiye",
  "Europe/Moscow": "Russia",
  "Atlantic/Reykjavik": "Iceland",
  "Atlantic/Canary": "Spain",
  // Africa
  "Africa/Johannesburg": "South Africa",
  "Africa/Lagos": "Nigeria",
  "Africa/Cairo": "Egypt",
  "Africa/Nairobi": "Kenya",
  "Africa/Casablanca": "Morocco",
  "Africa/Accra": "Ghana",
  "Africa/Addis_Ababa": "Ethiopia",
  // Asia
  "Asia/Tokyo": "Japan",
  "Asia/Seoul": "South Korea",
  "Asia/Shanghai": "China",
  "Asia/Hong_Kong": "Hong Kong",
  "Asia/Taipei": "Taiwan",
  "Asia/Singapore": "Singapore",
  "Asia/Kuala_Lumpur": "Malaysia",
  "Asia/Manila": "Philippines",
  "Asia/Jakarta": "Indonesia",
  "Asia/Bangkok": "Thailand",
  "Asia/Ho_Chi_Minh": "Vietnam",
  "Asia/Saigon": "Vietnam",
  "Asia/Kolkata": "India",
  "Asia/Calcutta": "India",
  "Asia/Karachi": "Pakistan",
  "Asia/Dhaka": "Bangladesh",
  "Asia/Kathmandu": "Nepal",
  "Asia/Katmandu": "Nepal",
  "Asia/Colombo": "Sri Lanka",
  "Asia/Dubai": "United Arab Emirates",
  "Asia/Riyadh": "Saudi Arabia",
  "Asia/Qatar": "Qatar",
  "Asia/Tehran": "Iran",
  "Asia/Jerusalem": "Israel",
  "Asia/Beirut": "Lebanon",
  "Asia/Amman": "Jordan",
  // Oceania
  "Pacific/Auckland": "New Zealand",
  "Pacific/Chatham": "New Zealand",
  "Pacific/Fiji": "Fiji",
  "Pacific/Guam": "Guam"
};
var CITY_BY_ZONE = {
  "Asia/Calcutta": "Kolkata",
  "Asia/Saigon": "Ho Chi Minh City",
  "Asia/Ho_Chi_Minh": "Ho Chi Minh City",
  "Asia/Katmandu": "Kathmandu",
  "Europe/Kiev": "Kyiv",
  "America/St_Johns": "St. John's",
  "Atlantic/Canary": "Canary Islands"
};
function zoneCityName(timeZone) {
  const parts = timeZone.split("/");
  const name = parts[0] === "Etc" ? parts.slice(1).join("/") : parts.at(-1);
  return name.replace(/_/g, " ");
}
function placeForTimezone(timeZone) {
  const country = COUNTRY_BY_ZONE[timeZone] ?? COUNTRY_BY_PREFIX.find(([prefix]) => timeZone.startsWith(prefix))?.[1] ?? OTHER_COUNTRY;
  return { city: CITY_BY_ZONE[timeZone] ?? zoneCityName(timeZone), country };
}

// src/shared/schemas/settings.ts
var dayByDaySettingsSchema = z.object({
  dayLength: z.number().int().min(1).max(8),
  blockSize: z.number().int().min(5).max(120),
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Start time must be HH:MM")
});
var settingsSchema = z.object({
  timezone: z.string().min(1).max(64),
  country: z.string().max(64),
  city: z.string().max(100),
  /** Stored sanitised (ampersands escaped); the limit counts characters as the person sees them. */
  customMessages: z.array(z.string().refine((m) => messageLength(m) <= MAX_MESSAGE_LENGTH)).min(1).max(MAX_CUSTOM_MESSAGES),
  notifications: z.boolean(),
  theme: z.string().max(32),
  startWeek: z.enum(["sunday", "monday"]),
  timeFormat: z.enum(["12h", "24h"]),
  dayByDay: dayByDaySettingsSchema
});
var settingsPatchSchema = z.strictObject({
  timezone: z.string().max(64).refine(isValidTimezone, "Please choose a valid timezone.").optional(),
  country: z.string().trim().min(1, "Please choose a country.").max(64, "Country must be at most 64 characters.").optional(),
  city: z.string().trim().max(100, "City must be at most 100 characters.").optional(),
  customMessages: z.array(
    z.string().max(MAX_MESSAGE_LENGTH, `Each message can be at most ${MAX_MESSAGE_LENGTH} characters.`)
  ).min(1, "Keep at least one message row.").max(MAX_CUSTOM_MESSAGES, `You can have at most ${MAX_CUSTOM_MESSAGES} messages.`).optional(),
  notifications: z.boolean().optional(),
  theme: z.string().trim().min(1).max(32).optional(),
  startWeek: z.enum(["sunday", "monday"], "The week starts on sunday or monday.").optional(),
  timeFormat: z.enum(["12h", "24h"], "The time format is 12h or 24h.").optional(),
  dayByDay: z.strictObject({
    dayLength: z.number().int().min(1, "Day length must be 1 to 8 hours.").max(8, "Day length must be 1 to 8 hours."),
    blockSize: z.number().int().min(5, "Grid size must be 5 to 120 minutes.").max(120, "Grid size must be 5 to 120 minutes."),
    startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Start time must be HH:MM")
  }).partial().optional()
});
var defaultDayByDay = { dayLength: 6, blockSize: 30, startTime: "08:00" };
function defaultSettings(timezone = DEFAULT_TIMEZONE) {
  const { city, country } = placeForTimezone(timezone);
  return {
    timezone,
    country,
    city,
    customMessages: [""],
    notifications: true,
    theme: "blue",
    startWeek: "monday",
    timeFormat: "12h",
    dayByDay: { ...defaultDayByDay }
  };
}
var knownZones = /* @__PURE__ */ new Set();
function isValidTimezone(tz) {
  if (knownZones.has(tz)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
  } catch {
    return false;
  }
  knownZones.add(tz);
  return true;
}
function withTimezone(settings, timezone) {
  const before = placeForTimezone(settings.timezone);
  const untouched = settings.city === before.city && settings.country === before.country;
  return { ...settings, timezone, ...untouched ? placeForTimezone(timezone) : {} };
}
function normalizeSettings(raw) {
  const base = defaultSettings();
  if (typeof raw !== "object" || raw === null) return base;
  const input = raw;
  const merged = { ...base };
  for (const key of Object.keys(base)) {
    if (key === "dayByDay") continue;
    const field = settingsSchema.shape[key].safeParse(input[key]);
    if (field.success) merged[key] = field.data;
  }
  if (!isValidTimezone(merged.timezone)) merged.timezone = DEFAULT_TIMEZONE;
  merged.dayByDay = normalizeDayByDay(input.dayByDay);
  return merged;
}
function normalizeDayByDay(raw) {
  const input = typeof raw === "object" && raw !== null ? raw : {};
  const clamp = (v, min, max, fallback) => {
    const n = typeof v === "number" ? v : typeof v === "string" ? Number(v) : NaN;
    return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
  };
  const startTime = typeof input.startTime === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(input.startTime) ? input.startTime : defaultDayByDay.startTime;
  return {
    dayLength: clamp(input.dayLength, 1, 8, defaultDayByDay.dayLength),
    blockSize: clamp(input.blockSize, 5, 120, defaultDayByDay.blockSize),
    startTime
  };
}
var REMEMBERED_SETTINGS = 1e3;
var readSettings = /* @__PURE__ */ new Map();
function readStoredSettings(text) {
  const key = text ?? "";
  let settings = readSettings.get(key);
  if (settings) {
    readSettings.delete(key);
  } else {
    let parsed;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    settings = normalizeSettings(parsed);
    if (readSettings.size >= REMEMBERED_SETTINGS) readSettings.delete(readSettings.keys().next().value);
  }
  readSettings.set(key, settings);
  return { ...settings, customMessages: [...settings.customMessages], dayByDay: { ...settings.dayByDay } };
}

// src/server/db/account-lock.ts
async function lockAccount(trx, userId) {
  await trx.updateTable("profiles").set((eb) => ({ updatedAt: eb.ref("updatedAt") })).where("id", "=", userId).execute();
}

// src/shared/errors.ts
var errorStatus = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500
};
var messages = {
  invalidCredentials: "Invalid email or password. Please check your credentials.",
  emailNotVerified: "Please verify your email! Check your inbox and click the confirmation link.",
  accountExists: "An account with this email already exists. Please sign in instead.",
  signInFailed: "Failed to sign in",
  signUpFailed: "Failed to create account",
  signedIn: "Signed in successfully",
  accountCreated: "Account created successfully!",
  accountCreatedConfirm: "Account created! Please check your email for a confirmation link.",
  signOutFailed: "Failed to sign out",
  unauthenticated: "Please sign in to continue.",
  notFound: "Not found."
};

// src/server/http/app-error.ts
var AppError = class extends Error {
  constructor(code, message, fields2) {
    super(message);
    this.code = code;
    this.fields = fields2;
    this.status = errorStatus[code];
  }
  code;
  fields;
  status;
  toBody() {
    return { error: { code: this.code, message: this.message, ...this.fields ? { fields: this.fields } : {} } };
  }
};
var notFound = (what = "Not found.") => new AppError("NOT_FOUND", what);
var validationFailed = (message, fields2) => new AppError("VALIDATION_FAILED", message, fields2);
function fromZodError(error, prefix = []) {
  const fields2 = {};
  for (const issue of error.issues) fields2[[...prefix, ...issue.path].map(String).join(".") || "_"] ??= issue.message;
  return validationFailed(error.issues[0]?.message ?? "The request is not valid.", fields2);
}

// src/server/db/prepared.ts
import { ValueNode } from "kysely";
function prepared(build) {
  const templates = /* @__PURE__ */ new WeakMap();
  function bind(db, values) {
    const executor = db.getExecutor();
    let template = templates.get(executor.adapter);
    if (!template || !samePlugins(template.plugins, executor.plugins)) {
      template = compileTemplate(db, build, executor.plugins);
      templates.set(executor.adapter, template);
    }
    const { compiled, slots } = template;
    const parameters = compiled.parameters.slice();
    for (const [index, name] of slots) parameters[index] = values[name];
    return { ...compiled, parameters };
  }
  return {
    run: (db, values) => db.executeQuery(bind(db, values)),
    execute: async (db, values) => (await db.executeQuery(bind(db, values))).rows,
    executeTakeFirst: async (db, values) => (await db.executeQuery(bind(db, values))).rows[0]
  };
}
var Slot = class {
  constructor(name) {
    this.name = name;
  }
  name;
};
var SlotExpression = class {
  constructor(slot) {
    this.slot = slot;
  }
  slot;
  expressionType = void 0;
  toOperationNode() {
    return ValueNode.create(this.slot);
  }
};
function compileTemplate(db, build, plugins) {
  const used = /* @__PURE__ */ new Set();
  const stand = new Proxy({}, {
    get(_, name) {
      if (typeof name !== "string") return void 0;
      used.add(name);
      return new SlotExpression(new Slot(name));
    }
  });
  const compiled = build(db, stand).compile();
  const slots = [];
  compiled.parameters.forEach((value, index) => {
    if (value instanceof Slot) slots.push([index, value.name]);
  });
  const bound = new Set(slots.map(([, name]) => name));
  const unbound = [...used].filter((name) => !bound.has(name));
  if (unbound.length) throw new Error(`prepared query: ${unbound.join(", ")} must be bound parameters, not SQL text`);
  return { plugins: [...plugins], compiled, slots };
}
function samePlugins(a, b) {
  return a.length === b.length && a.every((plugin, i) => plugin === b[i]);
}

// src/server/features/profile/profile.repository.ts
function toProfile(row) {
  return { id: row.id, settings: readStoredSettings(row.settings) };
}
async function createProfileRow(db, input) {
  const now = (/* @__PURE__ */ new Date()).toISOString();
  await db.insertInto("profiles").values({
    id: input.id,
    settings: JSON.stringify(defaultSettings(input.timezone)),
    createdAt: now,
    updatedAt: now
  }).onConflict((oc) => oc.column("id").doNothing()).execute();
}
var profileQuery = (db, userId) => db.selectFrom("profiles").select(["id", "settings"]).where("id", "=", userId);
var profileById = prepared((db, p) => profileQuery(db, p.userId));
async function findProfile(db, userId) {
  const row = await profileById.executeTakeFirst(db, { userId });
  return row ? toProfile(row) : null;
}
async function updateProfile(db, userId, patch) {
  await db.updateTable("profiles").set({
    settings: JSON.stringify(patch.settings),
    updatedAt: (/* @__PURE__ */ new Date()).toISOString()
  }).where("id", "=", userId).execute();
}

// src/server/features/profile/profile.service.ts
function definedOnly(patch) {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== void 0));
}
function profileService(db) {
  return {
    /** Creates the profile row with the spec's default settings (idempotent). */
    create: (userId, fields2 = {}) => createProfileRow(db, { id: userId, timezone: fields2.timezone }),
    /** The profile, created on first read for accounts that predate it (e.g. provider sign-ups). */
    async get(userId) {
      const found = await findProfile(db, userId);
      if (found) return found;
      await createProfileRow(db, { id: userId });
      const created = await findProfile(db, userId);
      if (!created) throw new AppError("INTERNAL", "The profile could not be loaded.");
      return created;
    },
    /** Sign-up: settings defaulted for the browser's timezone (the child is created by the students service). */
    completeSignUp: (userId, input) => updateProfile(db, userId, { settings: defaultSettings(input.timezone) }),
    /**
     * Merges `patch` into the stored settings in one transaction (read, merge, validate, write), so a write
     * of one key never drops another. Returns the merged settings.
     */
    async mergeSettings(userId, patch) {
      return db.transaction().execute(async (trx) => {
        await createProfileRow(trx, { id: userId });
        await lockAccount(trx, userId);
        const current = (await findProfile(trx, userId))?.settings ?? defaultSettings();
        const merged = normalizeSettings({
          ...current,
          ...definedOnly(patch),
          dayByDay: { ...current.dayByDay, ...definedOnly(patch.dayByDay ?? {}) }
        });
        await updateProfile(trx, userId, { settings: merged });
        return merged;
      });
    },
    update: (userId, patch) => updateProfile(db, userId, patch)
  };
}

// src/server/mail/mailer.ts
import nodemailer from "nodemailer";
function createMailer(smtp, log) {
  if (!smtp) {
    return {
      enabled: false,
      async send(message) {
        log.info({ to: message.to, subject: message.subject, text: message.text }, "mail not sent (SMTP_URL is not set)");
      }
    };
  }
  const transport = nodemailer.createTransport(smtp.url);
  return {
    enabled: true,
    async send(message) {
      await transport.sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      log.info({ to: message.to, subject: message.subject }, "mail sent");
    }
  };
}

// src/server/mail/templates.ts
var PRODUCT_NAME = "Homeschool";
var escapeHtml = (value) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
function actionMail(m) {
  const text = [m.heading, "", m.intro, "", `${m.action}: ${m.url}`, "", m.outro, "", `\u2014 ${PRODUCT_NAME}`].join("\n");
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
      <tr><td style="font-size:20px;font-weight:bold;color:#2563eb;padding-bottom:16px">${PRODUCT_NAME}</td></tr>
      <tr><td style="font-size:18px;font-weight:bold;padding-bottom:12px">${escapeHtml(m.heading)}</td></tr>
      <tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px">${escapeHtml(m.intro)}</td></tr>
      <tr><td style="padding-bottom:24px"><a href="${escapeHtml(m.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(m.action)}</a></td></tr>
      <tr><td style="font-size:13px;line-height:1.5;color:#6b7280;padding-bottom:8px">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(m.url)}" style="color:#2563eb;word-break:break-all">${escapeHtml(m.url)}</a></td></tr>
      <tr><td style="font-size:13px;line-height:1.5;color:#6b7280">${escapeHtml(m.outro)}</td></tr>
    </table>
  </td></tr></table>
</body>
</html>`;
  return { to: m.to, subject: m.subject, text, html };
}
function confirmEmailMail(input) {
  return actionMail({
    to: input.to,
    subject: `Confirm your email for ${PRODUCT_NAME}`,
    heading: `Welcome to ${PRODUCT_NAME}!`,
    intro: `Please confirm your email address to finish setting up the homeschool for ${input.name}. The link is valid for 24 hours.`,
    action: "Confirm email",
    url: input.url,
    outro: "If you did not create this account, you can ignore this email."
  });
}
function resetPasswordMail(input) {
  return actionMail({
    to: input.to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    heading: "Reset your password",
    intro: "Someone asked to reset the password of your account. Choose a new password with the link below. It is valid for 1 hour and works once.",
    action: "Choose a new password",
    url: input.url,
    outro: "If you did not ask for this, ignore this email: your password stays the same."
  });
}
function existingAccountMail(input) {
  return actionMail({
    to: input.to,
    subject: `You already have a ${PRODUCT_NAME} account`,
    heading: "You already have an account",
    intro: 'Someone tried to create a new account with this email address, which already has one. If that was you, simply sign in. Forgot your password? Use "Forgot password?" on the sign-in page.',
    action: "Sign in",
    url: input.signInUrl,
    outro: "If this was not you, you can ignore this email: nothing has changed."
  });
}

// src/server/auth/auth-door.ts
var AUTH_BASE_PATH = "/api/auth";
var OPEN_AUTH_ENDPOINTS = [
  { method: "POST", path: "/sign-in/social" },
  { method: "GET", path: "/callback/:id" }
];
var open = OPEN_AUTH_ENDPOINTS.map(({ method, path: path3 }) => ({
  method,
  pattern: new RegExp(`^${AUTH_BASE_PATH}${path3.replace(/:[a-z]+/gi, "[^/]+")}$`)
}));
function isOpenAuthRequest(method, pathname) {
  return open.some((door) => door.method === method && door.pattern.test(pathname));
}
function oneDoor() {
  return {
    id: "homeschool-one-door",
    async onRequest(request) {
      if (isOpenAuthRequest(request.method, new URL(request.url).pathname)) return;
      return { response: Response.json({ error: { code: "NOT_FOUND", message: messages.notFound } }, { status: 404 }) };
    }
  };
}

// src/server/auth/auth-limits.ts
var FIFTEEN_MINUTES = 15 * 60;
var ONE_HOUR = 60 * 60;
function authLimits(limiter, limits) {
  return {
    /** A password sign-in: per client address, and per email from that address. */
    async signIn(ip, email) {
      if (!limits) return;
      await limiter.hit(`sign-in:${ip}`, { max: limits.signInPerAddress, windowSeconds: FIFTEEN_MINUTES });
      await limiter.hit(`sign-in:${ip}:${email}`, { max: limits.signInPerAccount, windowSeconds: FIFTEEN_MINUTES });
    },
    /** A new account: per client address. */
    async signUp(ip) {
      if (!limits) return;
      await limiter.hit(`sign-up:${ip}`, { max: limits.signUpPerAddress, windowSeconds: ONE_HOUR });
    },
    /** A mail to `email` (confirmation, reset, the note about an existing account): per address mailed. */
    async mail(email) {
      if (!limits) return;
      await limiter.hit(`mail:${email.toLowerCase()}`, { max: limits.mailPerEmail, windowSeconds: ONE_HOUR });
    }
  };
}

// src/server/auth/rate-limit.ts
import { sql } from "kysely";

// src/server/auth/auth-tables.ts
var authDb = (db) => db;
function toIso(value) {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

// src/server/auth/rate-limit.ts
var RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";
function createRateLimiter(db) {
  const adb = authDb(db);
  return {
    /** Counts one attempt for `key`; throws 429 when the rule's limit is already used up in this window. */
    async hit(key, rule) {
      const now = Date.now();
      const windowStart = now - rule.windowSeconds * 1e3;
      const row = await adb.insertInto("rateLimit").values({ id: crypto.randomUUID(), key: `hs:${key}`, count: 1, lastRequest: now }).onConflict(
        (oc) => oc.column("key").doUpdateSet({
          count: sql`case when ${sql.ref("rate_limit.last_request")} <= ${windowStart} then 1 else ${sql.ref("rate_limit.count")} + 1 end`,
          lastRequest: sql`case when ${sql.ref("rate_limit.last_request")} <= ${windowStart} then ${now} else ${sql.ref("rate_limit.last_request")} end`
        })
      ).returning("count").executeTakeFirstOrThrow();
      if (Number(row.count) > rule.max) {
        throw new AppError("RATE_LIMITED", RATE_LIMITED_MESSAGE);
      }
    },
    /** Forgets the attempts counted for `key` (ends a lease taken with `hit(key, { max: 1, … })`). */
    async reset(key) {
      await adb.deleteFrom("rateLimit").where("key", "=", `hs:${key}`).execute();
    }
  };
}

// src/server/auth/session-cache.ts
var SESSION_CACHE_TTL_MS = 6e4;
var MAX_ENTRIES = 2e4;
function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS) {
  const entries = /* @__PURE__ */ new Map();
  const tokensByUser = /* @__PURE__ */ new Map();
  let revocations = 0;
  function drop(token) {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = tokensByUser.get(entry.row.user.id);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensByUser.delete(entry.row.user.id);
  }
  return {
    /** A cached, still current row for the token, or undefined. */
    get(token, now) {
      const entry = entries.get(token);
      if (!entry) return void 0;
      if (entry.until <= now) {
        drop(token);
        return void 0;
      }
      return entry.row;
    },
    /** Taken before a read; `remember` refuses the row if a revocation came in between. */
    mark: () => revocations,
    remember(token, row, markAtStart, until) {
      if (revocations !== markAtStart) return;
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== void 0) drop(oldest);
      }
      drop(token);
      entries.set(token, { row, until: Math.min(until, Date.now() + ttlMs) });
      let tokens = tokensByUser.get(row.user.id);
      if (!tokens) tokensByUser.set(row.user.id, tokens = /* @__PURE__ */ new Set());
      tokens.add(token);
    },
    /** Something about the user's sessions or the user changed: nothing cached for them answers again. */
    forgetUser(userId) {
      revocations++;
      for (const token of tokensByUser.get(userId) ?? []) entries.delete(token);
      tokensByUser.delete(userId);
    },
    /** Revocations may have been missed (the cross-instance listener reconnected): start afresh. */
    forgetAll() {
      revocations++;
      entries.clear();
      tokensByUser.clear();
    },
    get size() {
      return entries.size;
    }
  };
}

// src/server/auth/auth.ts
var CLIENT_IP_HEADER = "x-homeschool-client-ip";
var OIDC_PROVIDER_ID = "oidc";
var VERIFY_EMAIL_EXPIRES_IN = 60 * 60 * 24;
var RESET_PASSWORD_EXPIRES_IN = 60 * 60;
function consoleLogger(config2) {
  const quiet = config2.logLevel === "silent";
  return {
    info: (obj, msg) => {
      if (!quiet) console.info(msg, obj);
    },
    error: (obj, msg) => {
      if (!quiet) console.error(msg, obj);
    }
  };
}
function createAuth({ db, dialect, config: config2 }) {
  const requireVerification = config2.smtp !== null;
  const profiles = profileService(db);
  const logRef = { current: consoleLogger(config2) };
  const log = {
    info: (obj, msg) => logRef.current.info(obj, msg),
    error: (obj, msg) => logRef.current.error(obj, msg)
  };
  const mailer = createMailer(config2.smtp, log);
  const sessions = {
    cache: createSessionCache(),
    /**
     * Tells every instance that a user's sessions (or the user) changed, so no cached check answers for
     * them again. The app points it at the event bus; until then it only forgets locally.
     */
    announce: async (userId) => sessions.cache.forgetUser(userId)
  };
  const sessionsChanged = async (userId) => {
    await sessions.announce(userId);
    await queueAfterTransactionHook(() => sessions.announce(userId));
  };
  const deliver = async (message) => {
    try {
      await mailer.send(message);
    } catch (err) {
      log.error({ err, to: message.to, subject: message.subject }, "mail could not be sent");
    }
  };
  const links = {
    verifyEmail: (token) => `${config2.baseUrl}/api/account/verify-email?token=${encodeURIComponent(token)}`,
    resetPassword: (token) => `${config2.baseUrl}/reset-password?token=${encodeURIComponent(token)}`
  };
  const features = {
    google: config2.google !== null,
    oidc: config2.oidc !== null,
    oidcName: config2.oidc?.name ?? null,
    email: { verification: mailer.enabled, passwordReset: mailer.enabled }
  };
  const auth = betterAuth({
    appName: "Homeschool",
    logger: { disabled: config2.logLevel === "silent" },
    baseURL: config2.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret: config2.authSecret,
    database: { db, type: dialect, transaction: true },
    trustedOrigins: [config2.baseUrl],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: !requireVerification,
      requireEmailVerification: requireVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_EXPIRES_IN,
      ...mailer.enabled ? {
        sendResetPassword: async ({ user, token }) => deliver(resetPasswordMail({ to: user.email, url: links.resetPassword(token) })),
        // With confirmation on, a sign-up for a taken address answers like a new one (no account probing);
        // the owner gets a note instead.
        onExistingUserSignUp: async ({ user }) => deliver(existingAccountMail({ to: user.email, signInUrl: `${config2.baseUrl}/sign-in` }))
      } : {}
    },
    emailVerification: mailer.enabled ? {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_EXPIRES_IN,
      sendVerificationEmail: async ({ user, token }) => deliver(confirmEmailMail({ to: user.email, name: user.name, url: links.verifyEmail(token) }))
    } : void 0,
    socialProviders: config2.google ? { google: { clientId: config2.google.clientId, clientSecret: config2.google.clientSecret, prompt: "select_account" } } : {},
    // A provider sign-in that fails before the state says where to go lands on the sign-in page, which says so.
    onAPIError: { errorURL: `${config2.baseUrl}/sign-in` },
    plugins: [
      oneDoor(),
      ...config2.oidc ? [
        genericOAuth({
          config: [
            {
              providerId: OIDC_PROVIDER_ID,
              name: config2.oidc.name ?? "OpenID Connect",
              discoveryUrl: `${config2.oidc.issuer}/.well-known/openid-configuration`,
              clientId: config2.oidc.clientId,
              clientSecret: config2.oidc.clientSecret,
              scopes: ["openid", "email", "profile"],
              authentication: "basic"
            }
          ]
        })
      ] : []
    ],
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24
    },
    rateLimit: {
      enabled: true,
      storage: dialect === "postgres" ? "database" : "memory",
      modelName: "rateLimit",
      // Starting a provider sign-in is one click; the default (3 per 10 s) trips a family sharing one address.
      customRules: { "/sign-in/social": { window: 60, max: 20 } }
    },
    advanced: {
      useSecureCookies: config2.baseUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      database: { generateId: () => crypto.randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] }
    },
    databaseHooks: {
      session: { delete: { after: async (session) => sessionsChanged(session.userId) } },
      user: {
        update: { after: async (user) => sessionsChanged(user.id) },
        delete: { after: async (user) => sessionsChanged(user.id) },
        create: {
          // Without mail there is no way to confirm an address, so accounts are verified at once.
          before: async (user) => ({ data: { ...user, emailVerified: requireVerification ? user.emailVerified : true } }),
          after: async (user) => {
            await profiles.create(user.id);
          }
        }
      }
    }
  });
  const limiter = createRateLimiter(db);
  const kit = {
    db,
    config: config2,
    mailer,
    links,
    features,
    limiter,
    limits: authLimits(limiter, config2.authRateLimit),
    log,
    /** Checked sessions kept in memory, and how a change to them is announced. */
    sessions,
    /** Routes log through Fastify once the app exists. */
    useLogger(logger) {
      logRef.current = logger;
    }
  };
  return Object.assign(auth, { kit });
}

// src/server/auth/auth-door.routes.ts
import { z as z3 } from "zod";

// src/shared/schemas/auth.ts
import { z as z2 } from "zod";

// src/shared/domain/common-passwords.ts
var COMMON = /* @__PURE__ */ new Set([
  "12345678",
  "123456789",
  "1234567890",
  "12345678910",
  "87654321",
  "11111111",
  "00000000",
  "88888888",
  "11223344",
  "12341234",
  "12121212",
  "123123123",
  "147258369",
  "987654321",
  "99999999",
  "55555555",
  "66666666",
  "77777777",
  "password",
  "password1",
  "password12",
  "password123",
  "password!",
  "passw0rd",
  "p@ssw0rd",
  "p@ssword",
  "qwertyui",
  "qwertyuiop",
  "qwerty123",
  "qwerty12",
  "1q2w3e4r",
  "1q2w3e4r5t",
  "q1w2e3r4",
  "zaq12wsx",
  "1qaz2wsx",
  "asdfghjk",
  "asdfghjkl",
  "zxcvbnm1",
  "iloveyou",
  "iloveyou1",
  "sunshine",
  "princess",
  "football",
  "baseball",
  "basketball",
  "superman",
  "batman123",
  "starwars",
  "welcome1",
  "welcome123",
  "letmein1",
  "trustno1",
  "whatever",
  "computer",
  "internet",
  "dragon123",
  "monkey123",
  "abc12345",
  "abcd1234",
  "abcdefgh",
  "homeschool",
  "homeschool1",
  "teacher1",
  "school123",
  "mypassword",
  "changeme",
  "admin123",
  "administrator",
  "secret123",
  "freedom1",
  "jennifer",
  "michelle",
  "jordan23",
  "charlie1",
  "shadow12",
  "master12",
  "mustang1",
  "access14",
  "hello123"
]);
function isCommonPassword(password) {
  return COMMON.has(password.trim().toLowerCase());
}

// src/shared/messages/auth.ts
var authFlowMessages = {
  verificationSent: "If that account is waiting for confirmation, a new link is on its way. Check your inbox.",
  resetSent: "If an account uses this email, a link to choose a new password is on its way. Check your inbox.",
  resetDone: "Your password has been changed. Please sign in with the new password.",
  resetInvalid: "This reset link has expired or was already used. Please ask for a new one.",
  resetUnavailable: "Password reset by email is not set up on this server. Ask the administrator to reset your password.",
  linkExpired: "This confirmation link has expired. Sign in to get a new one.",
  linkInvalid: "This confirmation link is not valid. Sign in to get a new one.",
  linkUsed: "Your email is already confirmed. Please sign in.",
  profileCompleted: "Account setup completed successfully!",
  profileSaveFailed: "Failed to save profile information",
  setupFailed: "Failed to complete setup",
  googleFailed: "Failed to sign in with Google",
  otherSessionsRevoked: "Signed out of all other devices",
  sessionRevoked: "Signed out of that device"
};
var authMessages = {
  emailInvalid: "Please enter a valid email address.",
  nameTooLong: "The name can be at most 100 characters.",
  passwordMissing: "Please enter your password.",
  passwordRequired: "Please enter a password.",
  passwordTooShort: "The password must be at least 8 characters.",
  passwordTooLong: "The password can be at most 128 characters.",
  passwordCommon: "This password is too common. Please choose a less guessable one.",
  resetLinkInvalid: "This reset link is not valid."
};

// src/shared/schemas/auth.ts
var CHILD_AGES = Array.from({ length: 13 }, (_, i) => String(i + 6));
var childAgeSchema = z2.string({ error: "Please choose the child's age." }).refine((v) => CHILD_AGES.includes(v), {
  error: (issue) => issue.input === "" ? "Please choose the child's age." : "Please choose the child's age (6 to 18)."
});
var emailSchema = z2.string({ error: authMessages.emailInvalid }).trim().toLowerCase().max(254, authMessages.emailInvalid).pipe(z2.email({ error: authMessages.emailInvalid }));
var signUpSchema = z2.object({
  displayName: z2.string({ error: "Please enter the child's full name." }).trim().min(1, "Please enter the child's full name.").max(100, authMessages.nameTooLong),
  childAge: childAgeSchema,
  email: emailSchema,
  password: z2.lazy(() => newPasswordSchema),
  timezone: z2.string().max(64).optional()
});
var signInSchema = z2.object({
  email: emailSchema,
  password: z2.string({ error: authMessages.passwordMissing }).min(1, authMessages.passwordMissing).max(128)
});
var displayNameSchema = z2.string({ error: "Please enter the child's full name." }).trim().min(1, "Please enter the child's full name.").max(100, authMessages.nameTooLong);
var newPasswordSchema = z2.string({ error: authMessages.passwordRequired }).min(8, authMessages.passwordTooShort).max(128, authMessages.passwordTooLong).refine((p) => !isCommonPassword(p), authMessages.passwordCommon);
var completeProfileSchema = z2.object({
  displayName: displayNameSchema,
  childAge: childAgeSchema,
  timezone: z2.string().max(64).optional()
});
var emailOnlySchema = z2.object({ email: emailSchema });
var resetPasswordSchema = z2.object({
  token: z2.string({ error: authMessages.resetLinkInvalid }).min(1, authMessages.resetLinkInvalid).max(200),
  password: newPasswordSchema
});
var authConfigSchema = z2.object({
  google: z2.boolean(),
  oidc: z2.boolean(),
  /** The issuer's display name (OIDC_NAME), or null. */
  oidcName: z2.string().nullable(),
  email: z2.object({ verification: z2.boolean(), passwordReset: z2.boolean() })
});
var authProviderSchema = z2.enum(["email", "google", "oidc"]);
var sitePathSchema = z2.string().max(200).regex(/^\/(?![/\\])/, "must be a path on this site");
var socialSignInSchema = z2.strictObject({
  provider: authProviderSchema.exclude(["email"]),
  callbackURL: sitePathSchema,
  newUserCallbackURL: sitePathSchema.optional(),
  errorCallbackURL: sitePathSchema.optional()
});
var callbackValue = z2.string().max(4096).optional();
var providerCallbackQuerySchema = z2.object({
  code: callbackValue,
  state: callbackValue,
  error: callbackValue,
  error_description: callbackValue,
  iss: callbackValue
});
var accountSessionSchema = z2.object({
  id: z2.string(),
  current: z2.boolean(),
  userAgent: z2.string().nullable(),
  ipAddress: z2.string().nullable(),
  createdAt: z2.string(),
  lastActiveAt: z2.string()
});
var accountSessionsSchema = z2.object({ sessions: z2.array(accountSessionSchema) });

// src/server/auth/session-check.ts
import { createHmac, timingSafeEqual } from "node:crypto";
function verifiedToken(raw, secret) {
  let value;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest("base64");
  return timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) ? token : null;
}
function cookieValue(header, name) {
  let start2 = 0;
  while (start2 < header.length) {
    let end = header.indexOf(";", start2);
    if (end < 0) end = header.length;
    const eq = header.indexOf("=", start2);
    if (eq > start2 && eq < end && header.slice(start2, eq).trim() === name) return header.slice(eq + 1, end).trim();
    start2 = end + 1;
  }
  return null;
}
var sessionByToken = prepared(
  (db, p) => db.selectFrom("session").innerJoin("user", "user.id", "session.userId").select([
    "session.id as sessionId",
    "session.expiresAt",
    "user.id as userId",
    "user.email",
    "user.name",
    "user.emailVerified"
  ]).where("session.token", "=", p.token)
);
function epochMs(value) {
  if (value instanceof Date) return value.getTime();
  if (typeof value === "number") return value;
  return /^\d+$/.test(value) ? Number(value) : Date.parse(value);
}
async function readSession(db, token) {
  const row = await sessionByToken.executeTakeFirst(authDb(db), { token });
  if (!row) return null;
  return {
    user: {
      id: row.userId,
      email: row.email,
      name: row.name,
      emailVerified: Boolean(row.emailVerified),
      sessionId: row.sessionId
    },
    expiresAt: epochMs(row.expiresAt)
  };
}
async function checkSession(authority, request) {
  const cookieHeader = request.headers.cookie;
  if (!cookieHeader) return null;
  const name = authority.cookieName();
  const raw = cookieValue(cookieHeader, typeof name === "string" ? name : await name);
  if (!raw) return null;
  const now = Date.now();
  const cached = authority.cache.get(raw, now);
  if (cached) return cached.user;
  const token = verifiedToken(raw, authority.secret);
  if (!token) return null;
  const mark = authority.cache.mark();
  const row = await readSession(authority.db, token);
  if (!row) return null;
  const refreshAt = row.expiresAt - authority.expiresIn * 1e3 + authority.updateAge * 1e3;
  if (row.expiresAt <= now || refreshAt <= now) return authority.slowCheck(request);
  authority.cache.remember(raw, row, mark, Math.min(row.expiresAt, refreshAt));
  return row.user;
}

// src/server/auth/fastify-bridge.ts
function toHeaders(req) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === void 0 || key.toLowerCase() === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.append(key, String(value));
  }
  if (req.ip) headers.set(CLIENT_IP_HEADER, req.ip);
  return headers;
}
async function sendFetchResponse(reply, response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}
function forwardSetCookies(reply, headers) {
  const cookies = headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
}
async function betterAuthSession(auth, req) {
  const session = await auth.api.getSession({ headers: toHeaders(req) });
  if (!session) return null;
  const { id: id3, email, name, emailVerified } = session.user;
  return { id: id3, email, name, emailVerified: Boolean(emailVerified), sessionId: session.session.id };
}
var authorities = /* @__PURE__ */ new WeakMap();
function authorityOf(auth) {
  let authority = authorities.get(auth);
  if (authority) return authority;
  const session = auth.options.session ?? {};
  let cookieName = auth.$context.then((ctx) => cookieName = ctx.authCookies.sessionToken.name);
  authority = {
    db: auth.kit.db,
    secret: auth.kit.config.authSecret,
    expiresIn: session.expiresIn ?? 60 * 60 * 24 * 7,
    updateAge: session.updateAge ?? 60 * 60 * 24,
    cookieName: () => cookieName,
    cache: auth.kit.sessions.cache,
    slowCheck: (req) => betterAuthSession(auth, req)
  };
  authorities.set(auth, authority);
  return authority;
}
function sessionUser(auth, req) {
  return checkSession(authorityOf(auth), req);
}
function registerAuth(app2, auth) {
  auth.kit.useLogger(app2.log);
  app2.decorateRequest("user", null);
  app2.decorate("requireUser", async (req) => {
    const user = await sessionUser(auth, req);
    if (!user) throw new AppError("UNAUTHENTICATED", messages.unauthenticated);
    req.user = user;
  });
}

// src/server/auth/provider-sign-in.ts
var PROVIDER_NOT_SET_UP = "This sign-in method is not set up on this server.";
function providerSignIn(auth) {
  const { baseUrl } = auth.kit.config;
  const requireProvider = (provider2) => {
    if (!auth.kit.features[provider2]) throw new AppError("NOT_FOUND", PROVIDER_NOT_SET_UP);
  };
  const forward = (path3, init) => {
    init.headers.delete("content-length");
    if (init.body !== void 0) init.headers.set("content-type", "application/json");
    return auth.handler(new Request(`${baseUrl}${AUTH_BASE_PATH}${path3}`, init));
  };
  return {
    /** Answers `{ url, redirect }`: the provider's address the browser goes to next. */
    async start(input, headers) {
      requireProvider(input.provider);
      const response = await forward("/sign-in/social", { method: "POST", headers, body: JSON.stringify(input) });
      if (response.status === 429) throw new AppError("RATE_LIMITED", RATE_LIMITED_MESSAGE);
      return response;
    },
    /** The provider sends the browser back here; answers a redirect (signed in, or to the sign-in page). */
    finish(provider2, query, headers) {
      requireProvider(provider2);
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== void 0) params.set(key, value);
      return forward(`/callback/${provider2}?${params}`, { method: "GET", headers });
    }
  };
}

// src/server/auth/auth-door.routes.ts
function registerAuthDoor(app2, auth) {
  const r = app2.withTypeProvider();
  const providers = providerSignIn(auth);
  r.post(
    "/api/auth/sign-in/social",
    { config: { door: ["provider-sign-in"] }, schema: { tags: ["account"], body: socialSignInSchema } },
    async (req, reply) => sendFetchResponse(reply, await providers.start(req.body, toHeaders(req)))
  );
  r.get(
    "/api/auth/callback/:providerId",
    {
      config: { door: ["provider-sign-in"] },
      schema: {
        hide: true,
        params: z3.object({ providerId: authProviderSchema.exclude(["email"]) }),
        querystring: providerCallbackQuerySchema
      }
    },
    async (req, reply) => sendFetchResponse(reply, await providers.finish(req.params.providerId, req.query, toHeaders(req)))
  );
}

// src/server/db/client.ts
import Database from "better-sqlite3";
import { CamelCasePlugin, Kysely, PostgresDialect } from "kysely";
import pg from "pg";

// src/server/db/pg-statements.ts
import { createHash } from "node:crypto";
var MAX_NAMED_PER_CONNECTION = 200;
function nameRepeatedStatements(client) {
  const names = /* @__PURE__ */ new Map();
  const seenOnce = /* @__PURE__ */ new Set();
  const query = client.query.bind(client);
  client.query = ((text, values, callback) => {
    if (typeof text === "string" && Array.isArray(values) && callback === void 0) {
      const name = nameFor(text);
      if (name) return query({ name, text, values });
    }
    return query(text, values, callback);
  });
  function nameFor(text) {
    const known2 = names.get(text);
    if (known2 || names.size >= MAX_NAMED_PER_CONNECTION) return known2;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= 4 * MAX_NAMED_PER_CONNECTION) seenOnce.clear();
      seenOnce.add(text);
      return void 0;
    }
    seenOnce.delete(text);
    const name = `hs_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    names.set(text, name);
    return name;
  }
}

// src/server/db/sqlite-dialect.ts
import {
  SqliteDialect,
  SqliteQueryCompiler
} from "kysely";
function fastSqliteDialect(sqlite) {
  return new FairSqliteDialect({ database: withStatementCache(sqlite) });
}
var FairSqliteDialect = class extends SqliteDialect {
  createDriver() {
    return new FairQueueDriver(super.createDriver());
  }
  createQueryCompiler() {
    return new OpaqueLimitCompiler();
  }
};
var OpaqueLimitCompiler = class extends SqliteQueryCompiler {
  visitLimit(node) {
    this.append("limit cast(");
    this.visitNode(node.limit);
    this.append(" as integer)");
  }
};
var FairQueueDriver = class {
  constructor(inner) {
    this.inner = inner;
  }
  inner;
  #waiting = [];
  #held = false;
  init = () => this.inner.init();
  destroy = () => this.inner.destroy();
  beginTransaction = (c, s) => this.inner.beginTransaction(c, s);
  commitTransaction = (c) => this.inner.commitTransaction(c);
  rollbackTransaction = (c) => this.inner.rollbackTransaction(c);
  savepoint = (c, name, compile) => this.inner.savepoint(c, name, compile);
  rollbackToSavepoint = (c, name, compile) => this.inner.rollbackToSavepoint(c, name, compile);
  releaseSavepoint = (c, name, compile) => this.inner.releaseSavepoint(c, name, compile);
  async acquireConnection() {
    if (this.#held) await new Promise((resolve2) => this.#waiting.push(resolve2));
    this.#held = true;
    return this.inner.acquireConnection();
  }
  async releaseConnection(connection) {
    await this.inner.releaseConnection(connection);
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
};
var STATEMENT_CACHE_SIZE = 500;
function withStatementCache(sqlite) {
  const cache = /* @__PURE__ */ new Map();
  return {
    close: () => sqlite.close(),
    prepare(sql16) {
      let stmt = cache.get(sql16);
      if (stmt) {
        cache.delete(sql16);
      } else {
        stmt = sqlite.prepare(sql16);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value);
      }
      cache.set(sql16, stmt);
      return stmt;
    }
  };
}

// src/server/db/client.ts
function dialectOf(url) {
  return /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
}
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
function createDb(url, opts = {}) {
  const plugins = [new CamelCasePlugin()];
  const { onQuery, onSql } = opts;
  const log = onQuery || onSql ? (e) => {
    if (e.level !== "query") return;
    onQuery?.();
    onSql?.(e.query.sql, e.query.parameters);
  } : void 0;
  if (dialectOf(url) === "postgres") {
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5e3, query_timeout: 3e4 });
    pool.on("error", () => {
    });
    pool.on("connect", (client) => {
      client.on("error", () => {
      });
      nameRepeatedStatements(client);
    });
    const db2 = new Kysely({ dialect: new PostgresDialect({ pool }), plugins, log });
    return { db: db2, dialect: "postgres", close: () => db2.destroy() };
  }
  const file = url.replace(/^sqlite:/, "");
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely({ dialect: fastSqliteDialect(sqlite), plugins, log });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

// src/shared/domain/dates.ts
var ISO_DATE_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
var MS_PER_DAY = 864e5;
function utcMs(date) {
  const d = /* @__PURE__ */ new Date(0);
  d.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return d.getTime();
}
var pad = (n, width = 2) => String(n).padStart(width, "0");
function fromUtcMs(ms) {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
function isIsoDate(value) {
  return ISO_DATE_RE.test(value) && fromUtcMs(utcMs(value)) === value;
}
var dateFormatters = /* @__PURE__ */ new Map();
function zoned(timezone) {
  let f = dateFormatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: timezone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23"
    });
    dateFormatters.set(timezone, f);
  }
  return f;
}
function zonedParts(timezone, now) {
  const parts = {};
  for (const p of zoned(timezone).formatToParts(now)) if (p.type !== "literal") parts[p.type] = Number(p.value);
  return parts;
}
var QUARTER_HOUR_MS = 15 * 6e4;
var todayByZone = /* @__PURE__ */ new Map();
function todayIn(timezone, now = /* @__PURE__ */ new Date()) {
  const quarter = Math.floor(now.getTime() / QUARTER_HOUR_MS);
  const known2 = todayByZone.get(timezone);
  if (known2?.quarter === quarter) return known2.date;
  const p = zonedParts(timezone, now);
  const date = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  const offsetMs = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - (now.getTime() - now.getUTCMilliseconds());
  if (offsetMs % QUARTER_HOUR_MS === 0) todayByZone.set(timezone, { quarter, date });
  return date;
}
function clockIn(timezone, now = /* @__PURE__ */ new Date()) {
  const p = zonedParts(timezone, now);
  return { hours: p.hour, minutes: p.minute, seconds: p.second };
}
function addDaysIso(date, days) {
  return fromUtcMs(utcMs(date) + days * MS_PER_DAY);
}
function daysBetween(from, to) {
  return Math.round((utcMs(to) - utcMs(from)) / MS_PER_DAY);
}
function dayNumber(date) {
  const m = Number(date.slice(5, 7));
  const y = Number(date.slice(0, 4)) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + Number(date.slice(8, 10)) - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}
function weekdayOfDayNumber(day) {
  return ((day + 4) % 7 + 7) % 7;
}
function weekdayOf(date) {
  return new Date(utcMs(date)).getUTCDay();
}
function mondayOf(date) {
  const wd = weekdayOf(date);
  return addDaysIso(date, wd === 0 ? -6 : 1 - wd);
}

// src/shared/domain/achievements.ts
var ACHIEVEMENTS = [
  { id: "first-steps", title: "First Steps", description: "Complete your first to-do", icon: "Footprints" },
  { id: "study-streak", title: "Study Streak", description: "Be marked present 7 school days in a row", icon: "Flame" },
  { id: "grade-master", title: "Grade Master", description: "Get an A+ (97% or more) on 5 assignments", icon: "Award" },
  { id: "scholar", title: "Scholar", description: "Reach level 10", icon: "GraduationCap" },
  { id: "perfect-month", title: "Perfect Month", description: "Be present every school day of a calendar month", icon: "CalendarCheck" },
  { id: "knowledge-seeker", title: "Knowledge Seeker", description: "Learn 50 topics from your learn list", icon: "BookOpen" }
];
var STREAK_DAYS = 7;
var A_PLUS = 97;
var GRADE_MASTER_COUNT = 5;
var SCHOLAR_LEVEL = 10;
var KNOWLEDGE_SEEKER_COUNT = 50;
var isSchoolDay = (day) => {
  const wd = weekdayOfDayNumber(day);
  return wd >= 1 && wd <= 5;
};
var nextSchoolDay = (day) => {
  let d = day + 1;
  while (!isSchoolDay(d)) d += 1;
  return d;
};
var previousSchoolDay = (day) => {
  let d = day - 1;
  while (!isSchoolDay(d)) d -= 1;
  return d;
};
function longestSchoolDayStreak(presentDates) {
  const days = [...new Set(presentDates.map(dayNumber))].filter(isSchoolDay).sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of days) {
    run = run > 0 && nextSchoolDay(previous) === day ? run + 1 : 1;
    previous = day;
    best = Math.max(best, run);
  }
  return best;
}
function schoolDaysInMonth(month) {
  const first = dayNumber(`${month}-01`);
  const length = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  let count2 = 0;
  for (let day = first; day < first + length; day += 1) if (isSchoolDay(day)) count2 += 1;
  return count2;
}
function hasPerfectMonthFromCounts(presentSchoolDaysByMonth, today) {
  const currentMonth = today.slice(0, 7);
  return presentSchoolDaysByMonth.some((m) => m.month < currentMonth && m.days >= schoolDaysInMonth(m.month));
}
function currentSchoolDayStreak(presentDates, today) {
  const present = new Set(presentDates.map(dayNumber));
  let day = dayNumber(today);
  if (!isSchoolDay(day) || !present.has(day)) day = previousSchoolDay(day);
  let run = 0;
  while (present.has(day)) {
    run += 1;
    day = previousSchoolDay(day);
  }
  return run;
}
function achievementProgress(f) {
  const values = {
    "first-steps": [f.completedTasks, 1],
    "study-streak": [longestSchoolDayStreak(f.presentDates), STREAK_DAYS],
    "grade-master": [f.aPlusAssignments, GRADE_MASTER_COUNT],
    scholar: [f.level, SCHOLAR_LEVEL],
    "perfect-month": [f.perfectMonth ? 1 : 0, 1],
    "knowledge-seeker": [f.learnedTopics, KNOWLEDGE_SEEKER_COUNT]
  };
  return ACHIEVEMENTS.map(({ id: id3 }) => {
    const [current, target] = values[id3];
    return { id: id3, current: Math.min(current, target), target };
  });
}
function earnedAchievements(f) {
  return achievementProgress(f).filter((p) => p.current >= p.target).map((p) => p.id);
}

// src/shared/domain/xp.ts
var XP_PER_LEVEL = 100;
function levelForXp(xp) {
  return Math.floor(Math.max(0, xp) / XP_PER_LEVEL);
}
function xpToNextLevel(xp) {
  return (levelForXp(xp) + 1) * XP_PER_LEVEL - Math.max(0, xp);
}
var XP_REWARDS = {
  task: 10,
  learn: 20,
  bucket: 50,
  attendance: 5,
  assignment: 15,
  /** Extra for an assignment graded 90 % or more. */
  assignmentHighGrade: 10,
  /** A lesson of a class's plan completed (DESIGN.md §10). */
  lesson: 15
};

// src/shared/domain/game-state.ts
var RECENT_DAYS = 120;
var EXACT_STREAK_BELOW = 80;
var recentFrom = (today) => addDaysIso(today, -RECENT_DAYS);
function achievementFacts(read) {
  const { facts, unlocked, today } = read;
  return {
    completedTasks: facts.completedTasks,
    aPlusAssignments: facts.aPlusAssignments,
    learnedTopics: facts.learnedTopics,
    presentDates: facts.presentDates,
    perfectMonth: unlocked.has("perfect-month") || hasPerfectMonthFromCounts(facts.presentSchoolDaysByMonth, today),
    level: read.level,
    today
  };
}
function unrecordedAchievements(facts, unlocked) {
  return earnedAchievements(facts).filter((id3) => !unlocked.has(id3));
}
function recentStreak(facts) {
  const streak = currentSchoolDayStreak(facts.presentDates, facts.today);
  return streak < EXACT_STREAK_BELOW ? streak : void 0;
}
function gameState(input) {
  const { unlocked } = input;
  const progress = new Map(achievementProgress(input.facts).map((a) => [a.id, { current: a.current, target: a.target }]));
  return {
    xp: input.xp,
    level: input.level,
    xpToNextLevel: xpToNextLevel(input.xp),
    currentStreak: input.currentStreak,
    achievements: ACHIEVEMENTS.map((a) => {
      const target = progress.get(a.id)?.target ?? 1;
      return {
        ...a,
        unlocked: unlocked.has(a.id),
        unlockedAt: unlocked.get(a.id) ?? null,
        // Unlocked is for good: its progress is full even when the facts behind it have changed since.
        progress: unlocked.has(a.id) ? { current: target, target } : progress.get(a.id) ?? { current: 0, target }
      };
    })
  };
}
function gameStateFromRead(read) {
  const facts = achievementFacts(read);
  const currentStreak = recentStreak(facts);
  if (currentStreak === void 0 || unrecordedAchievements(facts, read.unlocked).length > 0) return void 0;
  return gameState({ xp: read.xp, level: read.level, unlocked: read.unlocked, facts, currentStreak });
}

// src/server/features/game/game.repository.ts
import { sql as sql3 } from "kysely";

// src/server/db/json-rows.ts
import {
  AliasNode,
  CamelCasePlugin as CamelCasePlugin2,
  ColumnNode,
  IdentifierNode,
  RawNode,
  ReferenceNode,
  TableNode,
  sql as sql2
} from "kysely";
function jsonRows(dialect, query) {
  const node = query.toOperationNode();
  const names = selectionNames(node);
  const order = orderTerms(node);
  const orderBy = order.length ? sql2` order by ${sql2.join(order)}` : sql2``;
  if (dialect === "postgres") return sql2`(select coalesce(json_agg(list${orderBy}), '[]') from ${query} as list)`;
  const pairs = names.flatMap((name) => [sql2.lit(resultKey(name)), sql2.ref(`list.${name}`)]);
  return sql2`(select coalesce(json_group_array(json_object(${sql2.join(pairs)})${orderBy}), '[]') from ${query} as list)`;
}
function readJsonRows(value) {
  return typeof value === "string" ? JSON.parse(value) : value;
}
function selections(node) {
  return (node.selections ?? []).map(({ selection: s }) => {
    if (ReferenceNode.is(s) && ColumnNode.is(s.column)) return { name: s.column.column.name, source: referenceOf(s) };
    if (ColumnNode.is(s)) return { name: s.column.name, source: [void 0, s.column.name] };
    if (AliasNode.is(s) && IdentifierNode.is(s.alias)) return { name: s.alias.name, source: sourceOf(s.node) };
    throw new Error("jsonRows needs named selections (no selectAll)");
  });
}
var selectionNames = (node) => selections(node).map((s) => s.name);
function referenceOf(node) {
  if (!ColumnNode.is(node.column)) return void 0;
  const table = node.table && TableNode.is(node.table) ? node.table.table.identifier.name : void 0;
  return [table, node.column.column.name];
}
function sourceOf(node) {
  if (ReferenceNode.is(node)) return referenceOf(node);
  if (ColumnNode.is(node)) return [void 0, node.column.name];
  return void 0;
}
function orderTerms(node) {
  const selected = selections(node);
  return (node.orderBy?.items ?? []).map((item) => {
    const source = sourceOf(item.orderBy);
    const match = source && (selected.find((s) => s.source && s.source[1] === source[1] && (source[0] === void 0 || s.source[0] === void 0 || s.source[0] === source[0])) ?? selected.find((s) => !s.source && s.name === source[1]));
    if (!match) throw new Error("jsonRows orders by selected columns only");
    const direction = item.direction && RawNode.is(item.direction) ? item.direction.sqlFragments.join("").trim().toLowerCase() : "asc";
    return sql2`${sql2.ref(`list.${match.name}`)} ${sql2.raw(direction === "desc" ? "desc" : "asc")}`;
  });
}
var ResultKeys = class extends CamelCasePlugin2 {
  of = (column) => this.camelCase(column);
};
var resultKey = new ResultKeys().of;

// src/server/db/stored-values.ts
function parseDays(text) {
  try {
    const parsed = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6) : [];
  } catch {
    return [];
  }
}
var storedDays = (days) => JSON.stringify(days);
var readFlag = (value) => Number(value) === 1;
var storedFlag = (value) => value ? 1 : 0;
var readNumber = (value) => Number(value);
var readNullableNumber = (value) => value == null ? null : Number(value);

// src/server/features/game/game.rows.ts
function fromLedgerRow(row) {
  return {
    id: row.id,
    studentId: row.studentId,
    sourceKind: row.sourceKind,
    sourceId: row.sourceId,
    xp: readNumber(row.xp),
    createdAt: row.createdAt
  };
}
function toLedgerRow(userId, value) {
  return { ...value, userId };
}
function fromUnlockRow(row) {
  return { studentId: row.studentId, achievementId: row.achievementId, unlockedAt: row.unlockedAt };
}
function toUnlockRow(userId, value) {
  return { ...value, userId };
}

// src/server/features/game/game.repository.ts
var insertLedger = prepared(
  (db, p) => db.insertInto("xpLedger").values({
    id: p.id,
    userId: p.userId,
    studentId: p.studentId,
    sourceKind: p.sourceKind,
    sourceId: p.sourceId,
    xp: p.xp,
    createdAt: p.createdAt
  }).onConflict((oc) => oc.columns(["userId", "studentId", "sourceKind", "sourceId"]).doNothing()).returning("xp")
);
async function insertLedgerRow(db, child, kind, sourceId, xp) {
  const inserted = await insertLedger.executeTakeFirst(
    db,
    toLedgerRow(child.userId, {
      id: crypto.randomUUID(),
      studentId: child.studentId,
      sourceKind: kind,
      sourceId,
      xp,
      createdAt: (/* @__PURE__ */ new Date()).toISOString()
    })
  );
  return inserted?.xp ?? 0;
}
var deleteLedger = prepared(
  (db, p) => db.deleteFrom("xpLedger").where("userId", "=", p.userId).where("studentId", "=", p.studentId).where("sourceKind", "=", p.sourceKind).where("sourceId", "=", p.sourceId).returning("xp")
);
async function deleteLedgerRow(db, child, kind, sourceId) {
  const deleted = await deleteLedger.executeTakeFirst(db, {
    userId: child.userId,
    studentId: child.studentId,
    sourceKind: kind,
    sourceId
  });
  return deleted?.xp ?? 0;
}
var adjustXp = prepared(
  (db, p) => {
    const next = sql3`case when xp + ${p.delta} < 0 then 0 else xp + ${p.delta} end`;
    return db.updateTable("students").set({
      xp: sql3`cast(${next} as integer)`,
      level: sql3`cast((${next}) / 100 as integer)`
    }).where("userId", "=", p.userId).where("id", "=", p.studentId);
  }
);
async function adjustStudentXp(db, child, delta) {
  if (delta === 0) return;
  await adjustXp.run(db, { userId: child.userId, studentId: child.studentId, delta: Math.trunc(delta) });
}
var stillLocked = (db, c, id3) => sql3`not exists ${db.selectFrom("achievements").select(sql3.lit(1).as("one")).where("userId", "=", c.userId).where("studentId", "=", c.studentId).where("achievementId", "=", id3)}`;
var upTo = (db, rows2, limit) => db.selectFrom(rows2.select(sql3.lit(1).as("one")).limit(limit).as("r")).select((eb) => eb.fn.countAll().as("n"));
var childRows = (db, table, c) => db.selectFrom(table).where("userId", "=", c.userId).where("studentId", "=", c.studentId);
var lockedCountsQuery = (db, c) => db.selectNoFrom([
  upTo(
    db,
    childRows(db, "xpLedger", c).where("sourceKind", "=", "task").where(stillLocked(db, c, "first-steps")),
    1
  ).as("completedTasks"),
  upTo(
    db,
    childRows(db, "assignments", c).where("status", "=", "completed").where("gradePercentage", ">=", A_PLUS).where(stillLocked(db, c, "grade-master")),
    GRADE_MASTER_COUNT
  ).as("aPlusAssignments"),
  upTo(
    db,
    childRows(db, "learnListItems", c).where("completed", "=", 1).where(stillLocked(db, c, "knowledge-seeker")),
    KNOWLEDGE_SEEKER_COUNT
  ).as("learnedTopics")
]);
var presentSinceQuery = (db, c, from) => db.selectFrom("attendance").select("date").where("userId", "=", c.userId).where("studentId", "=", c.studentId).where("present", "=", 1).where("date", ">=", from).orderBy("date");
var streakDatesQuery = (db, c, recentFrom2) => presentSinceQuery(
  db,
  c,
  sql3`case when ${stillLocked(db, c, "study-streak")} then '' else ${recentFrom2} end`
);
function presentByMonthQuery(db, dialect, c) {
  const month = sql3`substr(${sql3.ref("date")}, 1, 7)`;
  const weekday = dialect === "postgres" ? sql3`extract(dow from cast(${sql3.ref("date")} as date))` : sql3`cast(strftime('%w', ${sql3.ref("date")}) as integer)`;
  return db.selectFrom("attendance").select([month.as("month"), (eb) => eb.fn.countAll().as("days")]).where("userId", "=", c.userId).where("studentId", "=", c.studentId).where("present", "=", 1).where(sql3`${weekday} between 1 and 5`).where(stillLocked(db, c, "perfect-month")).groupBy(month);
}
function factsColumns(db, dialect, c, recentFrom2) {
  return [
    jsonRows(dialect, lockedCountsQuery(db, c)).as("factCounts"),
    jsonRows(dialect, streakDatesQuery(db, c, recentFrom2)).as("factPresentDates"),
    jsonRows(dialect, presentByMonthQuery(db, dialect, c)).as("factPresentByMonth")
  ];
}
function readFactsColumns(row) {
  const [counts] = readJsonRows(row.factCounts);
  return {
    completedTasks: Number(counts?.completedTasks ?? 0),
    aPlusAssignments: Number(counts?.aPlusAssignments ?? 0),
    learnedTopics: Number(counts?.learnedTopics ?? 0),
    presentDates: readJsonRows(row.factPresentDates).map((r) => r.date),
    presentSchoolDaysByMonth: readJsonRows(row.factPresentByMonth).map((r) => ({
      month: r.month,
      days: Number(r.days)
    }))
  };
}
var prepareFacts = (dialect) => prepared(
  (db, p) => db.selectNoFrom(factsColumns(db, dialect, p, p.recentFrom))
);
var factsStatements = { sqlite: prepareFacts("sqlite"), postgres: prepareFacts("postgres") };
async function readFacts(db, dialect, child, recentFrom2) {
  return readFactsColumns(await factsStatements[dialect].executeTakeFirst(db, { ...child, recentFrom: recentFrom2 }));
}
var presentSince = prepared(
  (db, p) => presentSinceQuery(db, p, p.from)
);
async function allPresentDates(db, child) {
  return (await presentSince.execute(db, { ...child, from: "" })).map((r) => r.date);
}
var childGameQuery = (db, c) => db.selectFrom("students").leftJoin("profiles", "profiles.id", "students.userId").select(["students.xp", "students.level", "profiles.settings"]).where("students.userId", "=", c.userId).where("students.id", "=", c.studentId);
var childGameOf = prepared((db, p) => childGameQuery(db, p));
async function childGame(db, child) {
  return childGameOf.executeTakeFirst(db, { userId: child.userId, studentId: child.studentId });
}
var unlockedQuery = (db, c) => db.selectFrom("achievements").select(["achievementId", "unlockedAt"]).where("userId", "=", c.userId).where("studentId", "=", c.studentId);
var prepareJudging = (dialect) => prepared(
  (db, p) => db.selectNoFrom([
    jsonRows(dialect, childGameQuery(db, p)).as("child"),
    jsonRows(dialect, unlockedQuery(db, p)).as("unlocked"),
    ...factsColumns(db, dialect, p, p.recentFrom)
  ])
);
var judgingStatements = { sqlite: prepareJudging("sqlite"), postgres: prepareJudging("postgres") };
async function readForJudging(db, dialect, child, recentFrom2) {
  const row = await judgingStatements[dialect].executeTakeFirst(db, {
    userId: child.userId,
    studentId: child.studentId,
    recentFrom: recentFrom2
  });
  const [game] = readJsonRows(row.child);
  return {
    xp: readNumber(game?.xp ?? 0),
    level: readNumber(game?.level ?? 0),
    settings: game?.settings ?? null,
    unlocked: toUnlocked(readJsonRows(row.unlocked)),
    facts: readFactsColumns(row)
  };
}
var toUnlocked = (rows2) => new Map(rows2.map((r) => [r.achievementId, r.unlockedAt]));
var unlockedOf = prepared((db, p) => unlockedQuery(db, p));
async function listUnlocked(db, child) {
  return toUnlocked(await unlockedOf.execute(db, { userId: child.userId, studentId: child.studentId }));
}
async function recordUnlocks(db, child, ids, at2) {
  if (!ids.length) return [];
  const inserted = await db.insertInto("achievements").values(
    ids.map(
      (achievementId) => toUnlockRow(child.userId, { studentId: child.studentId, achievementId, unlockedAt: at2 })
    )
  ).onConflict((oc) => oc.columns(["userId", "studentId", "achievementId"]).doNothing()).returning("achievementId").execute();
  return inserted.map((r) => r.achievementId);
}

// src/server/features/game/game.service.ts
function gameService(dialect) {
  async function readChild(db, child) {
    const row = await childGame(db, child);
    return {
      xp: row?.xp ?? 0,
      level: row?.level ?? 0,
      timezone: readStoredSettings(row?.settings).timezone
    };
  }
  async function readFacts2(db, child, profile, unlocked) {
    const today = todayIn(profile.timezone);
    const facts = await readFacts(db, dialect, child, recentFrom(today));
    return achievementFacts({ xp: profile.xp, level: profile.level, today, unlocked, facts });
  }
  async function recordEarned(db, child, facts, unlocked) {
    const fresh = unrecordedAchievements(facts, unlocked);
    if (!fresh.length) return [];
    const at2 = (/* @__PURE__ */ new Date()).toISOString();
    const inserted = await recordUnlocks(db, child, fresh, at2);
    for (const id3 of inserted) unlocked.set(id3, at2);
    if (inserted.length < fresh.length)
      for (const [id3, date] of await listUnlocked(db, child)) unlocked.set(id3, date);
    return inserted;
  }
  async function evaluate(db, child) {
    const read = await readForJudging(db, dialect, child, recentFrom(todayIn("UTC")));
    if (read.unlocked.size === ACHIEVEMENTS.length) return [];
    const today = todayIn(readStoredSettings(read.settings).timezone);
    const facts = achievementFacts({
      xp: read.xp,
      level: read.level,
      today,
      unlocked: read.unlocked,
      facts: read.facts
    });
    return recordEarned(db, child, facts, read.unlocked);
  }
  return {
    async award(trx, child, kind, sourceId, xp) {
      const added2 = await insertLedgerRow(trx, child, kind, sourceId, xp);
      await adjustStudentXp(trx, child, added2);
      await evaluate(trx, child);
      return added2;
    },
    async revoke(trx, child, kind, sourceId) {
      const removed = await deleteLedgerRow(trx, child, kind, sourceId);
      await adjustStudentXp(trx, child, -removed);
      return removed;
    },
    evaluate,
    /** xp, level and the six achievements with unlock dates (evaluated first: a month may have ended). */
    async state(db, child) {
      const [profile, unlocked] = await Promise.all([readChild(db, child), listUnlocked(db, child)]);
      const facts = await readFacts2(db, child, profile, unlocked);
      await recordEarned(db, child, facts, unlocked);
      const currentStreak = recentStreak(facts) ?? currentSchoolDayStreak(await allPresentDates(db, child), facts.today);
      return gameState({ xp: profile.xp, level: profile.level, unlocked, facts, currentStreak });
    }
  };
}

// src/server/features/students/students.service.ts
import { randomUUID } from "node:crypto";

// src/shared/domain/students.ts
var MAX_CHILDREN = 12;
var MAX_CHILD_NAME_LENGTH = 100;
var ADDED_CHILD_AGES = Array.from({ length: 15 }, (_, i) => i + 4);
var GRADE_LEVELS = ["K", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"];
var STUDENT_COLORS = ["indigo", "emerald", "amber", "rose", "sky", "violet", "orange", "teal", "pink", "lime", "cyan", "fuchsia"];
var STUDENT_EMOJIS = ["\u{1F9D2}", "\u{1F467}", "\u{1F466}", "\u{1F98A}", "\u{1F43B}", "\u{1F43C}", "\u{1F981}", "\u{1F42F}", "\u{1F438}", "\u{1F419}", "\u{1F984}", "\u{1F41D}", "\u{1F680}", "\u2B50", "\u{1F308}", "\u{1F3A8}"];
function nextChildLook(taken) {
  const colors = new Set(taken.map((s) => s.color));
  const emojis = new Set(taken.map((s) => s.emoji));
  return {
    color: STUDENT_COLORS.find((c) => !colors.has(c)) ?? STUDENT_COLORS[taken.length % STUDENT_COLORS.length],
    emoji: STUDENT_EMOJIS.find((e) => !emojis.has(e)) ?? STUDENT_EMOJIS[0]
  };
}

// src/shared/messages/students.ts
var studentMessages = {
  sectionTitle: "Children",
  sectionDescription: "Each child has their own to-dos, lists, attendance, grades, schedule and achievements.",
  addChild: "Add child",
  nameLabel: "Name",
  ageLabel: "Age",
  gradeLabel: "Grade level",
  gradeNone: "Not set",
  colorLabel: "Colour",
  emojiLabel: "Avatar",
  nameRequired: "Name cannot be empty",
  nameTooLong: (max) => `Name must be at most ${max} characters.`,
  ageInvalid: "Choose an age from the list.",
  gradeInvalid: "Choose a grade level from the list.",
  colorInvalid: "Choose a colour from the list.",
  emojiInvalid: "Choose an avatar from the list.",
  tooMany: (max) => `A family can have at most ${max} children.`,
  lastChild: "A family needs at least one child; add another before removing this one.",
  orderInvalid: "The order must list each of the family's children once.",
  added: (name) => `${name} added.`,
  saved: "Child saved.",
  removed: (name) => `${name} removed.`,
  moveUp: (name) => `Move ${name} up`,
  moveDown: (name) => `Move ${name} down`,
  edit: (name) => `Edit ${name}`,
  remove: (name) => `Remove ${name}`,
  removeTitle: (name) => `Remove ${name}?`,
  removeLead: (name) => `This deletes ${name}'s records for good:`,
  removeNothing: (name) => `${name} has no records yet.`,
  switcherLabel: "Current child",
  allChildren: "All children",
  switcherOpen: (current) => `Current child: ${current}. Choose another child`,
  switcherList: "Children",
  chooseChild: "Choose a child to see this page.",
  overviewTitle: "All children",
  overviewDescription: "Today's to-dos, this week's attendance, level and next class for each child.",
  overviewLoadFailed: "Failed to load the family overview",
  overviewTodos: "To-dos today",
  overviewTodosDone: (done, total) => `${done} of ${total} done`,
  overviewAttendance: "Attendance this week",
  overviewAttendanceDays: (present, recorded) => `${present} of ${recorded} days present`,
  overviewLevel: (level, xp) => `Level ${level} \xB7 ${xp} XP`,
  overviewNextClass: "Next class",
  overviewNoClass: "No class in the next 7 days",
  overviewOpen: (name) => `Open ${name}'s dashboard`,
  loadFailed: "Failed to load children",
  saveFailed: "Failed to save child",
  removeFailed: "Failed to remove child",
  addTitle: "Add a child",
  addDescription: "They get their own to-dos, lists, attendance, grades, schedule and achievements.",
  editDescription: "Change the child's name, age, grade level or avatar.",
  addSubmit: "Add Child",
  saveSubmit: "Save Changes",
  saving: "Saving...",
  childAge: (age) => `Age ${age}`,
  childList: "The family's children",
  lastChildHint: "The only child cannot be removed.",
  removeConfirm: "Remove",
  removeCountsLoading: "Counting records\u2026",
  removeCountsFailed: "Could not count the child's records.",
  /** The removal confirmation's counts, e.g. '3 to-dos, 12 attendance days'. */
  removeCount: {
    tasks: (n) => `${n} ${n === 1 ? "to-do" : "to-dos"}`,
    bucketList: (n) => `${n} bucket list ${n === 1 ? "item" : "items"}`,
    learnList: (n) => `${n} learn list ${n === 1 ? "item" : "items"}`,
    attendance: (n) => `${n} attendance ${n === 1 ? "day" : "days"}`,
    assignments: (n) => `${n} ${n === 1 ? "assignment" : "assignments"}`,
    schedule: (n) => `${n} scheduled ${n === 1 ? "block" : "blocks"}`,
    achievements: (n) => `${n} ${n === 1 ? "achievement" : "achievements"}`,
    xp: (n) => `${n} XP`
  },
  classChildren: "Children",
  classChildrenHint: "Who takes this class.",
  classTakenBy: (names) => `Taken by ${names}`,
  eventFor: "For",
  eventWholeFamily: "Whole family",
  eventForChild: (name) => `For ${name}`,
  markChildrenTitle: "Mark several children",
  markChildrenDescription: (days) => `Mark the selected ${days} for each chosen child in one go.`,
  markChildrenLegend: "Children",
  markPresent: "Mark Chosen Children Present",
  markAbsent: "Mark Chosen Children Absent"
};

// src/server/features/students/students.repository.ts
import { sql as sql4 } from "kysely";

// src/server/features/students/students.rows.ts
function fromStudentRow(row) {
  return {
    id: row.id,
    name: row.name,
    age: readNumber(row.age),
    gradeLevel: row.gradeLevel,
    color: row.color,
    emoji: row.emoji,
    position: readNumber(row.position),
    xp: readNumber(row.xp),
    level: readNumber(row.level),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt
  };
}
function toStudentRow(userId, value) {
  return { ...value, userId };
}
function toStudent(value) {
  return {
    id: value.id,
    name: value.name,
    age: value.age,
    gradeLevel: value.gradeLevel,
    color: value.color,
    emoji: value.emoji,
    position: value.position,
    xp: value.xp,
    level: value.level
  };
}

// src/server/features/students/students.repository.ts
var COLUMNS = [
  "id",
  "name",
  "age",
  "gradeLevel",
  "color",
  "emoji",
  "position",
  "xp",
  "level",
  "createdAt",
  "updatedAt"
];
var studentsQuery = (db, userId) => db.selectFrom("students").select(COLUMNS).where("userId", "=", userId).orderBy("position").orderBy("id");
var toStudentDto = (row) => toStudent(fromStudentRow(row));
var studentQuery = (db, userId, id3) => db.selectFrom("students").select(COLUMNS).where("userId", "=", userId).where("id", "=", id3);
var byFamily = prepared((db, p) => studentsQuery(db, p.userId));
var byId = prepared(
  (db, p) => studentQuery(db, p.userId, p.id)
);
var ownId = prepared(
  (db, p) => db.selectFrom("students").select("id").where("userId", "=", p.userId).where("id", "=", p.id)
);
var ownChild = prepared(
  (db, p) => db.selectFrom("students").leftJoin("profiles", "profiles.id", "students.userId").select(["students.id", "profiles.settings"]).where("students.userId", "=", p.userId).where("students.id", "=", p.id)
);
async function listStudents(db, userId) {
  return (await byFamily.execute(db, { userId })).map(fromStudentRow);
}
async function findStudent(db, userId, id3) {
  const row = await byId.executeTakeFirst(db, { userId, id: id3 });
  return row ? fromStudentRow(row) : null;
}
async function isFamilyStudent(db, userId, id3) {
  return await ownId.executeTakeFirst(db, { userId, id: id3 }) !== void 0;
}
async function familyChildSettings(db, userId, id3) {
  const row = await ownChild.executeTakeFirst(db, { userId, id: id3 });
  return row ? row.settings : void 0;
}
async function accountExists(db, userId) {
  return await db.selectFrom("user").select("id").where("id", "=", userId).executeTakeFirst() !== void 0;
}
async function insertStudent(db, userId, student) {
  await db.insertInto("students").values(toStudentRow(userId, student)).execute();
}
async function updateStudent(db, userId, id3, patch) {
  await db.updateTable("students").set({ ...patch, updatedAt: (/* @__PURE__ */ new Date()).toISOString() }).where("userId", "=", userId).where("id", "=", id3).execute();
}
async function deleteStudent(db, userId, id3) {
  const result = await db.deleteFrom("students").where("userId", "=", userId).where("id", "=", id3).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
var count = (db, table, userId, id3) => db.selectFrom(table).select(sql4`count(*)`.as("n")).where("userId", "=", userId).where("studentId", "=", id3);
async function removalCounts(db, userId, id3) {
  const row = await db.selectNoFrom([
    count(db, "tasks", userId, id3).as("tasks"),
    count(db, "bucketListItems", userId, id3).as("bucketList"),
    count(db, "learnListItems", userId, id3).as("learnList"),
    count(db, "attendance", userId, id3).as("attendance"),
    count(db, "assignments", userId, id3).as("assignments"),
    count(db, "daySchedule", userId, id3).as("schedule"),
    count(db, "achievements", userId, id3).as("achievements"),
    db.selectFrom("students").select("xp").where("userId", "=", userId).where("id", "=", id3).as("xp")
  ]).executeTakeFirstOrThrow();
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, Number(v ?? 0)])
  );
}

// src/server/features/students/students.service.ts
function studentsService(db, bus, opts = {}) {
  const now = opts.now ?? (() => /* @__PURE__ */ new Date());
  async function add(trx, userId, input) {
    const family = await listStudents(trx, userId);
    if (family.length >= MAX_CHILDREN) throw new AppError("CONFLICT", studentMessages.tooMany(MAX_CHILDREN));
    const look = nextChildLook(family);
    const at2 = now().toISOString();
    const stored = {
      id: randomUUID(),
      name: input.name,
      age: input.age,
      gradeLevel: input.gradeLevel ?? null,
      color: input.color ?? look.color,
      emoji: input.emoji ?? look.emoji,
      position: family.length === 0 ? 0 : Math.max(...family.map((s) => s.position)) + 1,
      xp: 0,
      level: 0,
      createdAt: at2,
      updatedAt: at2
    };
    await insertStudent(trx, userId, stored);
    return toStudent(stored);
  }
  return {
    list: async (userId) => (await listStudents(db, userId)).map(toStudent),
    /**
     * The child as a per-child request sees it, with the family's timezone (one statement); null when the
     * child is not this family's. Per-child routes resolve their child with it (`app.requireChild`).
     */
    async resolve(userId, studentId) {
      const settings = await familyChildSettings(db, userId, studentId);
      if (settings === void 0) return null;
      return { userId, studentId, timezone: readStoredSettings(settings).timezone };
    },
    /** Adds a child; the 13th is refused. */
    async create(userId, input) {
      const student = await db.transaction().execute(async (t) => {
        await lockAccount(t, userId);
        return add(t, userId, input);
      });
      bus.publish(userId, "students");
      return student;
    },
    /**
     * Sign-up's child: the family's first, made only when the account exists and has none. A sign-up for a
     * taken address (with mail on) answers like a new one without an account to add to: nothing happens.
     */
    async createFirst(userId, input) {
      await db.transaction().execute(async (t) => {
        if (!await accountExists(t, userId)) return;
        await lockAccount(t, userId);
        if ((await listStudents(t, userId)).length === 0) await add(t, userId, input);
      });
    },
    async update(userId, id3, patch) {
      const student = await db.transaction().execute(async (trx) => {
        if (!await findStudent(trx, userId, id3)) throw notFound();
        await updateStudent(trx, userId, id3, patch);
        return await findStudent(trx, userId, id3);
      });
      bus.publish(userId, "students");
      return toStudent(student);
    },
    /** Puts the children in the given order; `ids` must be exactly the family's children. */
    async reorder(userId, ids) {
      const family = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        const current = await listStudents(trx, userId);
        const known2 = new Set(current.map((s) => s.id));
        if (!ids.every((id3) => known2.has(id3))) throw notFound();
        if (ids.length !== current.length || new Set(ids).size !== ids.length)
          throw new AppError("VALIDATION_FAILED", studentMessages.orderInvalid);
        for (const [position, id3] of ids.entries()) await updateStudent(trx, userId, id3, { position });
        return listStudents(trx, userId);
      });
      bus.publish(userId, "students");
      return family.map(toStudent);
    },
    async removal(userId, id3) {
      if (!await isFamilyStudent(db, userId, id3)) throw notFound();
      return removalCounts(db, userId, id3);
    },
    /** Removes the child and exactly its rows (the foreign keys cascade); the last child stays. */
    async remove(userId, id3) {
      await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        const family = await listStudents(trx, userId);
        if (!family.some((s) => s.id === id3)) throw notFound();
        if (family.length === 1) throw new AppError("CONFLICT", studentMessages.lastChild);
        await deleteStudent(trx, userId, id3);
      });
      bus.publish(userId, "students");
    }
  };
}

// src/server/features/account/account.routes.ts
import { z as z8 } from "zod";

// src/shared/schemas/profile.ts
import { z as z5 } from "zod";

// src/shared/schemas/students.ts
import { z as z4 } from "zod";
var studentSchema = z4.object({
  id: z4.string(),
  name: z4.string(),
  age: z4.number().int(),
  gradeLevel: z4.enum(GRADE_LEVELS).nullable(),
  color: z4.enum(STUDENT_COLORS),
  emoji: z4.string(),
  position: z4.number().int(),
  xp: z4.number().int(),
  level: z4.number().int()
});
var nameSchema = z4.string(studentMessages.nameRequired).trim().min(1, studentMessages.nameRequired).max(MAX_CHILD_NAME_LENGTH, studentMessages.nameTooLong(MAX_CHILD_NAME_LENGTH));
var fields = {
  name: nameSchema,
  age: z4.number(studentMessages.ageInvalid).int(studentMessages.ageInvalid).refine((v) => ADDED_CHILD_AGES.includes(v), studentMessages.ageInvalid),
  gradeLevel: z4.enum(GRADE_LEVELS, studentMessages.gradeInvalid).nullable(),
  color: z4.enum(STUDENT_COLORS, studentMessages.colorInvalid),
  emoji: z4.string(studentMessages.emojiInvalid).refine((v) => STUDENT_EMOJIS.includes(v), studentMessages.emojiInvalid)
};
var newStudentSchema = z4.strictObject({
  name: fields.name,
  age: fields.age,
  gradeLevel: fields.gradeLevel.optional(),
  color: fields.color.optional(),
  emoji: fields.emoji.optional()
});
var studentPatchSchema = newStudentSchema.partial();
var studentOrderSchema = z4.strictObject({ ids: z4.array(z4.string().min(1).max(100)).min(1).max(12) });
var studentIdSchema = z4.string().min(1).max(100);
var studentParamsSchema = z4.object({ studentId: studentIdSchema });
var studentItemParamsSchema = z4.object({ studentId: studentIdSchema, id: z4.string().min(1).max(100) });
var studentRemovalSchema = z4.object({
  tasks: z4.number().int(),
  bucketList: z4.number().int(),
  learnList: z4.number().int(),
  attendance: z4.number().int(),
  assignments: z4.number().int(),
  schedule: z4.number().int(),
  achievements: z4.number().int(),
  xp: z4.number().int()
});

// src/shared/schemas/profile.ts
var profileSchema = z5.object({
  id: z5.string(),
  settings: settingsSchema
});
var meSchema = z5.object({
  user: z5.object({
    id: z5.string(),
    email: z5.string(),
    name: z5.string(),
    emailVerified: z5.boolean(),
    /** How the account signed up: 'email', or the identity provider ('google' / 'oidc'). */
    provider: z5.enum(["email", "google", "oidc"])
  }),
  profile: profileSchema,
  /** The family's children, in order; empty until a provider sign-up completes its profile. */
  students: z5.array(studentSchema)
});

// src/server/features/account/account-email.routes.ts
import { z as z6 } from "zod";
var messageSchema = z6.object({ message: z6.string() });
function accountEmailRoutes(app2, service) {
  const r = app2.withTypeProvider();
  r.get(
    "/api/account/verify-email",
    {
      config: { door: ["link-sign-in"] },
      schema: { tags: ["account"], querystring: z6.object({ token: z6.string().max(2048).default("") }) }
    },
    async (req, reply) => {
      const outcome = await service.email.verifyLink(req.query.token, toHeaders(req));
      if ("headers" in outcome) forwardSetCookies(reply, outcome.headers);
      return reply.header("cache-control", "no-store").redirect(outcome.location, 303);
    }
  );
  r.post(
    "/api/account/resend-verification",
    { config: { door: ["sends-mail"] }, schema: { tags: ["account"], body: emailOnlySchema, response: { 200: messageSchema } } },
    async (req) => service.email.resendVerification(req.body)
  );
  r.post(
    "/api/account/forgot-password",
    { config: { door: ["sends-mail"] }, schema: { tags: ["account"], body: emailOnlySchema, response: { 200: messageSchema } } },
    async (req) => service.email.forgotPassword(req.body)
  );
  r.post(
    "/api/account/reset-password",
    { config: { door: ["sets-password"] }, schema: { tags: ["account"], body: resetPasswordSchema, response: { 200: messageSchema } } },
    async (req) => service.email.resetPassword(req.body)
  );
}

// src/server/features/account/account-sessions.routes.ts
import { z as z7 } from "zod";
function accountSessionsRoutes(app2, service) {
  const r = app2.withTypeProvider();
  r.get(
    "/api/account/sessions",
    { onRequest: app2.requireUser, config: { door: [] }, schema: { tags: ["account"], response: { 200: accountSessionsSchema } } },
    async (req) => service.sessions.list(req.user)
  );
  r.post(
    "/api/account/sessions/revoke-others",
    { onRequest: app2.requireUser, config: { door: [] }, schema: { tags: ["account"], response: { 200: z7.object({ revoked: z7.number().int() }) } } },
    async (req) => service.sessions.revokeOthers(req.user)
  );
  r.delete(
    "/api/account/sessions/:id",
    { onRequest: app2.requireUser, config: { door: [] }, schema: { tags: ["account"], params: z7.object({ id: z7.string().min(1).max(100) }) } },
    async (req, reply) => {
      await service.sessions.revoke(req.user, req.params.id);
      return reply.status(204).send();
    }
  );
}

// src/server/features/account/account.routes.ts
var callerOf = (req) => ({ ip: req.ip, log: req.log });
function accountRoutes(app2, service) {
  const r = app2.withTypeProvider();
  r.get(
    "/api/auth-config",
    { schema: { tags: ["account"], response: { 200: authConfigSchema } } },
    async () => service.authConfig()
  );
  r.post(
    "/api/account/sign-up",
    {
      config: { door: ["sign-up", "sets-password", "sends-mail"] },
      schema: {
        tags: ["account"],
        body: signUpSchema,
        response: { 201: z8.object({ userId: z8.string(), signedIn: z8.boolean() }) }
      }
    },
    async (req, reply) => {
      const { headers, body } = await service.signUp(req.body, toHeaders(req), callerOf(req));
      forwardSetCookies(reply, headers);
      return reply.status(201).send(body);
    }
  );
  r.post(
    "/api/account/sign-in",
    {
      config: { door: ["password-sign-in"] },
      schema: { tags: ["account"], body: signInSchema, response: { 200: z8.object({ userId: z8.string() }) } }
    },
    async (req, reply) => {
      const { headers, body } = await service.signIn(req.body, toHeaders(req), callerOf(req));
      forwardSetCookies(reply, headers);
      return body;
    }
  );
  r.post("/api/account/sign-out", { config: { door: [] }, schema: { tags: ["account"] } }, async (req, reply) => {
    forwardSetCookies(reply, await service.signOut(toHeaders(req)));
    return reply.status(204).send();
  });
  r.get(
    "/api/me",
    { onRequest: app2.requireUser, schema: { tags: ["account"], response: { 200: meSchema } } },
    async (req) => service.me(req.user)
  );
  r.post(
    "/api/account/complete-profile",
    {
      onRequest: app2.requireUser,
      config: { door: [] },
      schema: { tags: ["account"], body: completeProfileSchema, response: { 200: studentSchema } }
    },
    async (req) => service.completeProfile(req.user.id, req.body)
  );
  accountEmailRoutes(app2, service);
  accountSessionsRoutes(app2, service);
}

// src/server/features/account/account.service.ts
import { isAPIError as isAPIError2 } from "better-auth/api";

// src/server/features/account/account-email.service.ts
import { isAPIError } from "better-auth/api";

// src/server/features/account/account.repository.ts
var MAX_LISTED_SESSIONS = 50;
async function signUpProvider(db, userId) {
  const first = await authDb(db).selectFrom("account").select("providerId").where("userId", "=", userId).orderBy("createdAt", "asc").executeTakeFirst();
  if (first?.providerId === "google") return "google";
  if (first?.providerId === OIDC_PROVIDER_ID) return "oidc";
  return "email";
}
async function isEmailVerified(db, email) {
  const row = await db.selectFrom("user").select("emailVerified").where("email", "=", email.toLowerCase()).executeTakeFirst();
  return row ? Boolean(row.emailVerified) : null;
}
async function listSessions(db, userId, currentId) {
  const rows2 = await authDb(db).selectFrom("session").select(["id", "userAgent", "ipAddress", "createdAt", "updatedAt", "expiresAt"]).where("userId", "=", userId).orderBy("updatedAt", "desc").limit(MAX_LISTED_SESSIONS).execute();
  const now = Date.now();
  return rows2.filter((r) => new Date(toIso(r.expiresAt)).getTime() > now).map((r) => ({
    id: r.id,
    current: r.id === currentId,
    userAgent: r.userAgent,
    ipAddress: r.ipAddress,
    createdAt: toIso(r.createdAt),
    lastActiveAt: toIso(r.updatedAt)
  })).sort((a, b) => Number(b.current) - Number(a.current));
}
async function deleteOtherSessions(db, userId, currentId) {
  const result = await authDb(db).deleteFrom("session").where("userId", "=", userId).where("id", "!=", currentId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
async function deleteSession(db, userId, sessionId, currentId) {
  if (sessionId === currentId) return false;
  const result = await authDb(db).deleteFrom("session").where("userId", "=", userId).where("id", "=", sessionId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// src/server/features/account/account-email.service.ts
function emailInToken(token) {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const email = parsed.email;
    return typeof email === "string" ? email : null;
  } catch {
    return null;
  }
}
function accountEmailService(auth) {
  const { db, limits, mailer } = auth.kit;
  return {
    /**
     * The emailed confirmation link. It works once: a link for an address that is already confirmed signs
     * nobody in. A fresh one confirms the address and starts a session.
     */
    async verifyLink(token, headers) {
      const email = emailInToken(token);
      if (!email) return { location: "/sign-in?confirmation=invalid" };
      const verified = await isEmailVerified(db, email);
      if (verified === null) return { location: "/sign-in?confirmation=invalid" };
      if (verified) return { location: "/sign-in?confirmation=used" };
      try {
        const result = await auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
        return { location: "/", headers: result.headers };
      } catch (err) {
        if (isAPIError(err) && err.body?.code === "TOKEN_EXPIRED") {
          return { location: "/sign-in?confirmation=expired" };
        }
        if (isAPIError(err)) return { location: "/sign-in?confirmation=invalid" };
        throw err;
      }
    },
    /** Sends a new confirmation link when the account exists and waits for one; answers the same either way. */
    async resendVerification(input) {
      if (!mailer.enabled) throw new AppError("NOT_FOUND", "Email confirmation is not used on this server.");
      await limits.mail(input.email);
      await auth.api.sendVerificationEmail({ body: { email: input.email, callbackURL: "/" } });
      return { message: authFlowMessages.verificationSent };
    },
    async forgotPassword(input) {
      if (!mailer.enabled) throw new AppError("NOT_FOUND", authFlowMessages.resetUnavailable);
      await limits.mail(input.email);
      await auth.api.requestPasswordReset({ body: { email: input.email } });
      return { message: authFlowMessages.resetSent };
    },
    /** Sets the new password with the emailed token (one use, one hour); every session of the account ends. */
    async resetPassword(input) {
      if (!mailer.enabled) throw new AppError("NOT_FOUND", authFlowMessages.resetUnavailable);
      try {
        await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
      } catch (err) {
        if (isAPIError(err)) {
          const code = err.body?.code;
          if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG") throw new AppError("VALIDATION_FAILED", err.message);
          throw new AppError("VALIDATION_FAILED", authFlowMessages.resetInvalid);
        }
        throw err;
      }
      return { message: authFlowMessages.resetDone };
    }
  };
}

// src/server/features/account/account-sessions.service.ts
function accountSessionsService(auth) {
  const { db, sessions } = auth.kit;
  return {
    list: async (user) => ({
      sessions: await listSessions(db, user.id, user.sessionId)
    }),
    async revokeOthers(user) {
      const revoked = await deleteOtherSessions(db, user.id, user.sessionId);
      await sessions.announce(user.id);
      return { revoked };
    },
    async revoke(user, sessionId) {
      const deleted = await deleteSession(db, user.id, sessionId, user.sessionId);
      if (!deleted) throw notFound("That device is not signed in to this account.");
      await sessions.announce(user.id);
    }
  };
}

// src/server/features/account/mask-email.ts
function maskEmail(email) {
  const at2 = email.lastIndexOf("@");
  if (at2 < 1 || at2 === email.length - 1) return "***";
  return `${email[0]}***${email.slice(at2)}`;
}

// src/server/features/account/account.service.ts
function codeOf(err) {
  if (!isAPIError2(err)) return void 0;
  return err.body?.code;
}
function accountService(auth, profiles, students) {
  const { db, limits, mailer } = auth.kit;
  return {
    email: accountEmailService(auth),
    sessions: accountSessionsService(auth),
    /** Which sign-in methods this server offers (public: the sign-in page asks before anyone is signed in). */
    authConfig: () => auth.kit.features,
    async signUp(input, headers, caller) {
      await limits.signUp(caller.ip);
      if (mailer.enabled) await limits.mail(input.email);
      const timezone = input.timezone && isValidTimezone(input.timezone) ? input.timezone : void 0;
      let result;
      try {
        result = await auth.api.signUpEmail({
          body: { name: input.displayName, email: input.email, password: input.password },
          headers,
          returnHeaders: true
        });
      } catch (err) {
        const code = codeOf(err);
        if (code?.startsWith("USER_ALREADY_EXISTS")) throw new AppError("ALREADY_EXISTS", messages.accountExists);
        if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG" || code === "INVALID_EMAIL") {
          throw new AppError("VALIDATION_FAILED", err.message);
        }
        throw err;
      }
      const userId = result.response.user.id;
      await profiles.completeSignUp(userId, { timezone });
      await students.createFirst(userId, { name: input.displayName, age: Number(input.childAge) });
      return {
        headers: result.headers,
        body: { userId, signedIn: result.response.token !== null }
      };
    },
    async signIn(input, headers, caller) {
      const masked = maskEmail(input.email);
      try {
        await limits.signIn(caller.ip, input.email);
        const result = await auth.api.signInEmail({ body: input, headers, returnHeaders: true });
        return { headers: result.headers, body: { userId: result.response.user.id } };
      } catch (err) {
        const code = err instanceof AppError ? err.code : codeOf(err);
        caller.log.warn({ email: masked, ip: caller.ip, reason: code ?? "error" }, "sign-in failed");
        if (code === "INVALID_EMAIL_OR_PASSWORD") throw new AppError("INVALID_CREDENTIALS", messages.invalidCredentials);
        if (code === "EMAIL_NOT_VERIFIED") throw new AppError("EMAIL_NOT_VERIFIED", messages.emailNotVerified);
        throw err;
      }
    },
    async signOut(headers) {
      const result = await auth.api.signOut({ headers, returnHeaders: true });
      return result.headers;
    },
    async me(user) {
      const [profile, provider2, family] = await Promise.all([profiles.get(user.id), signUpProvider(db, user.id), students.list(user.id)]);
      return {
        user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified, provider: provider2 },
        profile,
        students: family
      };
    },
    /**
     * The first child's name and age after a provider sign-up (a family without children gets its first;
     * otherwise the first child is corrected). A first completion also takes the browser's timezone (and its
     * city and country, unless the parent has chosen a place already).
     */
    async completeProfile(userId, input) {
      const before = await profiles.get(userId);
      const [first] = await students.list(userId);
      const timezone = !first && input.timezone && isValidTimezone(input.timezone) ? input.timezone : null;
      if (timezone) await profiles.update(userId, { settings: withTimezone(before.settings, timezone) });
      const fields2 = { name: input.displayName, age: Number(input.childAge) };
      return first ? students.update(userId, first.id, fields2) : students.create(userId, fields2);
    }
  };
}

// src/shared/messages/account-data.ts
var accountDataMessages = {
  notEmpty: "Import only works into an empty account. This account already has data \u2014 sign up a new account and import the file there.",
  wrongPassword: "The password is not correct. Nothing was deleted.",
  passwordRequired: "Enter your password to delete the account.",
  confirmRequired: "Type DELETE to confirm deleting the account.",
  badFile: "This file is not a Homeschool export.",
  badVersion: (version) => `This export was made by a newer version of Homeschool (this server reads version ${version}).`,
  brokenReference: "The file refers to a row it does not contain.",
  tooManyChildren: (max) => `A family can have at most ${max} children; this file has more.`,
  exportFailed: "The export could not be downloaded.",
  imported: "Your data was imported.",
  importFailed: "The import failed. Nothing was changed.",
  importRunning: "An import into this account is already running. Please wait for it to finish.",
  deleted: "Your account was deleted.",
  deleteFailed: "The account could not be deleted."
};

// src/shared/schemas/account-data.ts
import { z as z9 } from "zod";

// src/shared/domain/block-colors.ts
var BLOCK_COLORS = ["blue", "green", "purple", "orange", "pink", "teal", "yellow", "red"];
var DEFAULT_BLOCK_COLOR = BLOCK_COLORS[0];
function isBlockColor(value) {
  return typeof value === "string" && BLOCK_COLORS.includes(value);
}
function toBlockColor(value) {
  return isBlockColor(value) ? value : DEFAULT_BLOCK_COLOR;
}

// src/shared/schemas/account-data.ts
var EXPORT_FORMAT = "homeschool-export";
var EXPORT_VERSION = 2;
var EXPORT_VERSION_ONE_CHILD = 1;
var MAX_ROWS_PER_TABLE = 5e4;
var IMPORT_BODY_LIMIT = 32 * 1024 * 1024;
var DELETE_CONFIRM_WORD = "DELETE";
var id = z9.string().min(1).max(64);
var isoDate = z9.string().refine(isIsoDate, "must be a date (yyyy-MM-dd)");
var timestamp = z9.string().max(40).refine((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)), "must be an ISO timestamp");
var hhmm = z9.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time (HH:MM)");
var shortText = z9.string().max(500);
var longText = z9.string().max(5e3);
var priority = z9.enum(["low", "medium", "high"]);
var rows = (row) => z9.array(row).max(MAX_ROWS_PER_TABLE);
var laterRows = (row) => rows(row).default([]);
var exportClassSchema = z9.strictObject({
  id,
  title: shortText.min(1),
  description: longText.nullable(),
  emoji: z9.string().min(1).max(32),
  teacherPlatform: shortText.nullable(),
  daysOfWeek: z9.array(z9.number().int().min(0).max(6)).max(7),
  startTime: hhmm,
  endTime: hhmm,
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  /** Added with school years (migration 0007); files before it have none. */
  schoolYearId: id.nullable().default(null),
  createdAt: timestamp,
  updatedAt: timestamp
}).refine((c) => c.endTime > c.startTime, { message: "must end after it starts", path: ["endTime"] }).refine((c) => !c.startDate || !c.endDate || c.endDate >= c.startDate, {
  message: "must end on or after its start date",
  path: ["endDate"]
});
var exportEventV1Schema = z9.strictObject({
  id,
  title: shortText.min(1),
  eventDate: isoDate,
  eventTime: hhmm.nullable(),
  description: longText.nullable(),
  classId: id.nullable(),
  generated: z9.boolean(),
  createdAt: timestamp
});
var listItemFields = {
  id,
  title: shortText.min(1),
  priority,
  completed: z9.boolean(),
  completedAt: timestamp.nullable(),
  createdAt: timestamp
};
var exportTaskV1Schema = z9.strictObject({ ...listItemFields, createdDate: isoDate });
var exportLearnItemV1Schema = z9.strictObject(listItemFields);
var exportAttendanceV1Schema = z9.strictObject({
  id,
  date: isoDate,
  present: z9.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp
});
var nonNegative = z9.number().finite().min(0).max(1e6);
var exportAssignmentV1Schema = z9.strictObject({
  id,
  classId: id,
  assignmentName: shortText.min(1),
  description: longText.nullable(),
  assignmentDate: isoDate,
  dueDate: isoDate.nullable(),
  status: z9.enum(["upcoming", "work_in_progress", "completed"]),
  gradePercentage: z9.number().finite().min(0).max(100).nullable(),
  earnedPoints: nonNegative.nullable(),
  maxPoints: nonNegative.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp
});
var exportDayBlockSchema = z9.strictObject({
  id,
  name: shortText.min(1),
  description: longText.nullable(),
  purpose: longText.nullable(),
  defaultDuration: z9.number().int().min(5).max(480),
  color: z9.enum(BLOCK_COLORS),
  createdAt: timestamp
});
var exportScheduleV1Schema = z9.strictObject({
  id,
  blockId: id,
  scheduleDate: isoDate,
  startTime: z9.number().int().min(0).max(24 * 60),
  duration: z9.number().int().min(5).max(480),
  createdAt: timestamp
});
var XP_SOURCE_KINDS = [
  "task",
  "learn",
  "bucket",
  "attendance",
  "assignment",
  "assignment-grade",
  "lesson"
];
var exportXpV1Schema = z9.strictObject({
  id,
  sourceKind: z9.enum(XP_SOURCE_KINDS),
  /** The completed row's id, or the date for attendance. */
  sourceId: id,
  xp: z9.number().int().min(0).max(1e3),
  createdAt: timestamp
});
var exportAchievementV1Schema = z9.strictObject({
  achievementId: z9.enum(ACHIEVEMENTS.map((a) => a.id)),
  unlockedAt: timestamp
});
var exportCarryForwardV1Schema = z9.strictObject({
  day: isoDate,
  carried: z9.number().int().min(0).max(MAX_ROWS_PER_TABLE),
  createdAt: timestamp
});
var exportLessonSchema = z9.strictObject({
  id,
  classId: id,
  position: z9.number().int().min(0).max(1e6),
  title: z9.string().min(1).max(200),
  notes: longText.nullable(),
  minutes: z9.number().int().min(1).max(1440),
  createdAt: timestamp,
  updatedAt: timestamp
});
var exportLessonCompletionSchema = z9.strictObject({
  id,
  studentId: id,
  lessonId: id,
  classId: id,
  date: isoDate,
  minutes: z9.number().int().min(0).max(1440),
  recordedAt: timestamp,
  recordedBy: id
});
var exportLessonSkipSchema = z9.strictObject({
  id,
  studentId: id,
  classId: id,
  date: isoDate,
  createdAt: timestamp
});
var exportGradingScaleSchema = z9.strictObject({
  letter: z9.string().trim().min(1).max(4),
  minPercent: z9.number().finite().min(0).max(100),
  createdAt: timestamp
});
var exportClassGradeWeightSchema = z9.strictObject({
  classId: id,
  category: z9.string().trim().min(1).max(40),
  weight: z9.number().int().min(1).max(100),
  createdAt: timestamp
});
var exportReportCardCommentSchema = z9.strictObject({
  studentId: id,
  termId: id,
  classId: id,
  comment: z9.string().min(1).max(1e3),
  createdAt: timestamp,
  updatedAt: timestamp
});
var exportStudentSchema = z9.strictObject({
  id,
  name: z9.string().trim().min(1).max(MAX_CHILD_NAME_LENGTH),
  age: z9.number().int().min(1).max(99),
  gradeLevel: z9.enum(GRADE_LEVELS).nullable(),
  color: z9.enum(STUDENT_COLORS),
  emoji: z9.string().min(1).max(32),
  position: z9.number().int().min(0).max(1e3),
  xp: z9.number().int().min(0),
  level: z9.number().int().min(0),
  createdAt: timestamp,
  updatedAt: timestamp
});
var exportClassStudentSchema = z9.strictObject({ classId: id, studentId: id });
var notBeforeStart = (row) => row.endDate >= row.startDate;
var endsAfterStart = { message: "must end on or after its start date", path: ["endDate"] };
var exportSchoolYearSchema = z9.strictObject({
  id,
  name: shortText.min(1),
  startDate: isoDate,
  endDate: isoDate,
  weekdays: z9.array(z9.number().int().min(0).max(6)).max(7),
  createdAt: timestamp,
  updatedAt: timestamp
}).refine(notBeforeStart, endsAfterStart);
var exportTermSchema = z9.strictObject({
  id,
  schoolYearId: id,
  name: shortText.min(1),
  startDate: isoDate,
  endDate: isoDate,
  createdAt: timestamp
}).refine(notBeforeStart, endsAfterStart);
var exportBreakSchema = z9.strictObject({
  id,
  schoolYearId: id,
  label: shortText.min(1),
  startDate: isoDate,
  endDate: isoDate,
  /** False: only the children in `breakStudents`. */
  wholeFamily: z9.boolean(),
  createdAt: timestamp
}).refine(notBeforeStart, endsAfterStart);
var exportBreakStudentSchema = z9.strictObject({ breakId: id, studentId: id });
var ofChild = { studentId: id };
var exportEventSchema = exportEventV1Schema.extend({ studentId: id.nullable() });
var exportTaskSchema = exportTaskV1Schema.extend(ofChild);
var exportBucketItemSchema = exportTaskV1Schema.extend(ofChild);
var exportLearnItemSchema = exportLearnItemV1Schema.extend(ofChild);
var exportAttendanceSchema = exportAttendanceV1Schema.extend(ofChild);
var exportAssignmentSchema = exportAssignmentV1Schema.extend({
  ...ofChild,
  /** Added with grading categories (migration 0010); files before it have none. */
  category: z9.string().min(1).max(40).nullable().default(null)
});
var exportScheduleSchema = exportScheduleV1Schema.extend(ofChild);
var exportXpSchema = exportXpV1Schema.extend(ofChild);
var exportAchievementSchema = exportAchievementV1Schema.extend(ofChild);
var exportCarryForwardSchema = exportCarryForwardV1Schema.extend(ofChild);
var exportProfileSchema = z9.strictObject({
  settings: settingsSchema,
  createdAt: timestamp
});
var exportTablesSchema = z9.strictObject({
  students: rows(exportStudentSchema),
  // School years came with migration 0007: a file made before has none.
  schoolYears: laterRows(exportSchoolYearSchema),
  terms: laterRows(exportTermSchema),
  breaks: laterRows(exportBreakSchema),
  breakStudents: laterRows(exportBreakStudentSchema),
  classes: rows(exportClassSchema),
  classStudents: rows(exportClassStudentSchema),
  lessons: laterRows(exportLessonSchema),
  calendarEvents: rows(exportEventSchema),
  tasks: rows(exportTaskSchema),
  bucketListItems: rows(exportBucketItemSchema),
  learnListItems: rows(exportLearnItemSchema),
  attendance: rows(exportAttendanceSchema),
  assignments: rows(exportAssignmentSchema),
  dayBlocks: rows(exportDayBlockSchema),
  daySchedule: rows(exportScheduleSchema),
  xpLedger: rows(exportXpSchema),
  achievements: rows(exportAchievementSchema),
  taskCarryForward: rows(exportCarryForwardSchema),
  /** Added with school years (issue 23); files before it have none. */
  lessonCompletions: laterRows(exportLessonCompletionSchema),
  lessonSkips: laterRows(exportLessonSkipSchema),
  /** Added with the records (issue 24): grading scale, class categories, report card comments. */
  gradingScales: laterRows(exportGradingScaleSchema),
  classGradeWeights: laterRows(exportClassGradeWeightSchema),
  reportCardComments: laterRows(exportReportCardCommentSchema)
});
function rowSchemaOf(table) {
  const rows2 = table instanceof z9.ZodDefault ? table.unwrap() : table;
  if (!(rows2 instanceof z9.ZodArray)) throw new Error("an export table is an array of rows");
  return rows2.element;
}
var accountExportSchema = z9.object({
  format: z9.literal(EXPORT_FORMAT, accountDataMessages.badFile),
  version: z9.literal(EXPORT_VERSION, accountDataMessages.badVersion(EXPORT_VERSION)),
  exportedAt: timestamp,
  account: z9.object({ id: z9.string().max(64), email: z9.string().max(320) }).optional(),
  /** Tables that hit MAX_ROWS_PER_TABLE (their oldest rows beyond the cap are not in the file). */
  truncated: z9.array(z9.string().max(64)).max(20).optional(),
  profile: exportProfileSchema,
  tables: exportTablesSchema
});
var exportProfileV1Schema = z9.strictObject({
  displayName: z9.string().max(200).nullable(),
  childAge: z9.string().max(8).nullable(),
  xp: z9.number().int().min(0),
  level: z9.number().int().min(0),
  settings: settingsSchema,
  createdAt: timestamp
});
var exportTablesV1Schema = z9.strictObject({
  classes: rows(exportClassSchema),
  calendarEvents: rows(exportEventV1Schema),
  tasks: rows(exportTaskV1Schema),
  bucketListItems: rows(exportTaskV1Schema),
  learnListItems: rows(exportLearnItemV1Schema),
  attendance: rows(exportAttendanceV1Schema),
  assignments: rows(exportAssignmentV1Schema),
  dayBlocks: rows(exportDayBlockSchema),
  daySchedule: rows(exportScheduleV1Schema),
  xpLedger: rows(exportXpV1Schema),
  achievements: rows(exportAchievementV1Schema),
  taskCarryForward: rows(exportCarryForwardV1Schema)
});
var accountExportV1Schema = accountExportSchema.extend({
  version: z9.literal(EXPORT_VERSION_ONE_CHILD),
  profile: exportProfileV1Schema,
  tables: exportTablesV1Schema
});
var importFileSchema = z9.union([accountExportSchema, accountExportV1Schema]);
var importResultSchema = z9.object({
  imported: z9.record(z9.string(), z9.number().int()),
  /** The family's children after the import (xp and level recomputed from each one's ledger). */
  students: z9.array(studentSchema)
});
var deleteAccountSchema = z9.object({
  password: z9.string().max(1e3).optional(),
  confirm: z9.string().max(100).optional()
});
function exportCounts(file) {
  return Object.fromEntries(Object.entries(file.tables).map(([k, v]) => [k, v.length]));
}

// src/server/features/account-data/account-data.routes.ts
import { z as z10 } from "zod";

// src/server/http/json-body.ts
var MAX_JSON_DEPTH = 32;
var TOO_DEEP_MESSAGE = `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`;
function jsonDepthExceeds(text, limit = MAX_JSON_DEPTH) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      i = endOfString(text, i);
    } else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) {
      depth--;
    }
  }
  return false;
}
function endOfString(text, start2) {
  let i = start2;
  for (; ; ) {
    i = text.indexOf('"', i + 1);
    if (i === -1) return text.length;
    let backslashes = 0;
    for (let j = i - 1; text.charCodeAt(j) === 92; j--) backslashes++;
    if (backslashes % 2 === 0) return i;
  }
}
var rawJsonBody = {
  config: { rawJsonBody: true },
  validatorCompiler: () => (value) => ({ value })
};
function rawJsonBytes(req) {
  if (Buffer.isBuffer(req.body)) return req.body;
  return Buffer.from(typeof req.body === "string" ? req.body : "");
}
function registerJsonBody(app2) {
  const parse = app2.getDefaultJsonParser("error", "error");
  app2.removeContentTypeParser("application/json");
  app2.addContentTypeParser("application/json", { parseAs: "buffer" }, (req, body, done) => {
    if (req.routeOptions.config.rawJsonBody) return done(null, body);
    const text = body.toString("utf8");
    if (jsonDepthExceeds(text)) return done(new AppError("VALIDATION_FAILED", TOO_DEEP_MESSAGE), void 0);
    parse(req, text, done);
  });
}

// src/server/work/time-slice.ts
import { performance } from "node:perf_hooks";
import { setImmediate as nextTurn } from "node:timers/promises";
var SLICE_MS = 20;
function timeSlicer(budgetMs = SLICE_MS) {
  let sliceStart = performance.now();
  return {
    async pause() {
      if (performance.now() - sliceStart < budgetMs) return;
      await nextTurn();
      sliceStart = performance.now();
    }
  };
}
async function mapInSlices(items, fn, slicer) {
  const out = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    out[i] = fn(items[i], i);
    await slicer.pause();
  }
  return out;
}
var DECODE_BYTES = 1024 * 1024;
async function decodeInSlices(bytes, slicer) {
  const decoder = new TextDecoder("utf-8");
  const pieces = [];
  for (let i = 0; i < bytes.length; i += DECODE_BYTES) {
    pieces.push(decoder.decode(bytes.subarray(i, i + DECODE_BYTES), { stream: true }));
    await slicer.pause();
  }
  pieces.push(decoder.decode());
  return pieces.join("");
}

// src/server/features/account-data/account-data.service.ts
import { isAPIError as isAPIError3 } from "better-auth/api";

// src/shared/live-updates.ts
var CHANGE_KINDS = [
  "profile",
  // The family's children (added, renamed, reordered, removed).
  "students",
  "classes",
  // School years with their terms and breaks.
  "school-years",
  // A class's lesson plan (its lessons added, edited, reordered or deleted; a class copied with its lessons).
  "lessons",
  "events",
  "tasks",
  "bucket-list",
  "learn-list",
  "attendance",
  "assignments",
  "day-blocks",
  "day-schedule",
  "xp",
  // A child's progress through the lesson plans: a lesson completed or un-completed, a day skipped or un-skipped.
  "lesson-progress",
  // The account's signed-in devices (a session ended or began) or the user itself changed.
  "sessions",
  // The family's secret calendar links (made, made again, turned off).
  "calendar-feeds",
  // The family's grading scale or a class's grading categories (every average and letter may move).
  "grading",
  // A child's report card comments.
  "report-card"
];
var known = new Set(CHANGE_KINDS);

// src/server/db/paged-read.ts
var PAGE_ROWS = 1e3;
async function readInPages(db, table, userId, order, cap, slicer) {
  const adb = db;
  const rows2 = [];
  let last;
  while (rows2.length < cap) {
    let query = adb.selectFrom(table).selectAll().where("userId", "=", userId);
    if (last) {
      const after = order.map((column) => last[column]);
      query = order.length === 1 ? query.where(order[0], ">", after[0]) : query.where(
        (eb) => eb(
          eb.refTuple(...order),
          ">",
          eb.tuple(...after)
        )
      );
    }
    for (const column of order) query = query.orderBy(column);
    const size = Math.min(PAGE_ROWS, cap - rows2.length);
    const page = await query.limit(size).execute();
    rows2.push(...page);
    if (page.length < size) break;
    last = page[page.length - 1];
    await slicer.pause();
  }
  return rows2;
}

// src/server/features/assignments/assignments.rows.ts
var ASSIGNMENT_COLUMNS = [
  "id",
  "classId",
  "assignmentName",
  "description",
  "assignmentDate",
  "dueDate",
  "status",
  "gradePercentage",
  "earnedPoints",
  "maxPoints",
  "category",
  "createdAt"
];
function toAssignment(row) {
  return {
    id: row.id,
    classId: row.classId,
    assignmentName: row.assignmentName,
    description: row.description,
    assignmentDate: row.assignmentDate,
    dueDate: row.dueDate,
    status: row.status ?? "completed",
    gradePercentage: readNullableNumber(row.gradePercentage),
    earnedPoints: readNullableNumber(row.earnedPoints),
    maxPoints: readNullableNumber(row.maxPoints),
    category: row.category,
    createdAt: row.createdAt
  };
}
function fromAssignmentRow(row) {
  return { ...toAssignment(row), studentId: row.studentId, updatedAt: row.updatedAt };
}
function toAssignmentRow(userId, value) {
  return { ...value, userId };
}

// src/server/features/attendance/attendance.rows.ts
function toAttendanceRecord(row) {
  return { id: row.id, studentId: row.studentId, date: row.date, present: readFlag(row.present) };
}
function fromAttendanceRow(row) {
  return { ...toAttendanceRecord(row), createdAt: row.createdAt, updatedAt: row.updatedAt };
}
function toAttendanceRow(userId, value) {
  return { ...value, userId, present: storedFlag(value.present) };
}

// src/server/features/calendar/calendar.rows.ts
function fromEventRow(row) {
  return {
    id: row.id,
    title: row.title,
    eventDate: row.eventDate,
    eventTime: row.eventTime,
    description: row.description,
    classId: row.classId,
    studentId: row.studentId,
    generated: readFlag(row.generated),
    createdAt: row.createdAt
  };
}
function toEventRow(userId, value) {
  return { ...value, userId, generated: storedFlag(value.generated) };
}

// src/server/features/classes/classes.rows.ts
function fromClassRow(row) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    emoji: row.emoji,
    teacherPlatform: row.teacherPlatform,
    daysOfWeek: parseDays(row.daysOfWeek),
    startTime: row.startTime,
    endTime: row.endTime,
    startDate: row.startDate,
    endDate: row.endDate,
    schoolYearId: row.schoolYearId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt
  };
}
function toClassRow(userId, value) {
  return { ...value, userId, daysOfWeek: storedDays(value.daysOfWeek) };
}
function fromClassStudentRow(row) {
  return { classId: row.classId, studentId: row.studentId };
}
function toClassStudentRow(userId, value) {
  return { ...value, userId };
}

// src/server/features/day-by-day/day-by-day.rows.ts
function fromBlockRow(row) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    purpose: row.purpose,
    defaultDuration: readNumber(row.defaultDuration),
    color: toBlockColor(row.color),
    createdAt: row.createdAt
  };
}
function toBlockRow(userId, value) {
  return { ...value, userId };
}
function fromScheduleRow(row) {
  return {
    id: row.id,
    studentId: row.studentId,
    blockId: row.blockId,
    scheduleDate: row.scheduleDate,
    startTime: readNumber(row.startTime),
    duration: readNumber(row.duration),
    createdAt: row.createdAt
  };
}
function toScheduleRow(userId, value) {
  return { ...value, userId };
}

// src/server/features/grading/grading.rows.ts
function fromGradingScaleRow(row) {
  return { letter: row.letter, minPercent: readNumber(row.minPercent), createdAt: row.createdAt };
}
function toGradingScaleRow(userId, value) {
  return { ...value, userId };
}
function fromGradeWeightRow(row) {
  return {
    classId: row.classId,
    category: row.category,
    weight: readNumber(row.weight),
    createdAt: row.createdAt
  };
}
function toGradeWeightRow(userId, value) {
  return { ...value, userId };
}

// src/server/features/lessons/lessons.rows.ts
function fromLessonRow(row) {
  return {
    id: row.id,
    classId: row.classId,
    position: readNumber(row.position),
    title: row.title,
    notes: row.notes,
    minutes: readNumber(row.minutes),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt
  };
}
function toLessonRow(userId, value) {
  return { ...value, userId };
}

// src/server/features/lesson-plan/lesson-plan.rows.ts
function fromCompletionRow(row) {
  return {
    id: row.id,
    studentId: row.studentId,
    lessonId: row.lessonId,
    classId: row.classId,
    date: row.date,
    minutes: readNumber(row.minutes),
    recordedAt: row.recordedAt,
    recordedBy: row.recordedBy
  };
}
function toCompletionRow(userId, value) {
  return { ...value, userId };
}
function fromSkipRow(row) {
  return {
    id: row.id,
    studentId: row.studentId,
    classId: row.classId,
    date: row.date,
    createdAt: row.createdAt
  };
}
function toSkipRow(userId, value) {
  return { ...value, userId };
}

// src/server/features/list-items/list-items.rows.ts
function fromItemRow(row) {
  return {
    id: row.id,
    studentId: row.studentId,
    title: row.title,
    priority: row.priority,
    completed: readFlag(row.completed),
    completedAt: row.completedAt,
    createdAt: row.createdAt
  };
}
function fromDatedItemRow(row) {
  return { ...fromItemRow(row), createdDate: row.createdDate };
}
function toItemRow(userId, value) {
  return { ...value, userId, completed: storedFlag(value.completed) };
}
function toDatedItemRow(userId, value) {
  return { ...value, userId, completed: storedFlag(value.completed) };
}

// src/server/features/school-years/school-years.rows.ts
function fromSchoolYearRow(row) {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    weekdays: parseDays(row.weekdays),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt
  };
}
function toSchoolYearRow(userId, value) {
  return { ...value, userId, weekdays: storedDays(value.weekdays) };
}
function fromTermRow(row) {
  return {
    id: row.id,
    schoolYearId: row.schoolYearId,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: row.createdAt
  };
}
function toTermRow(userId, value) {
  return { ...value, userId };
}
function fromBreakRow(row) {
  return {
    id: row.id,
    schoolYearId: row.schoolYearId,
    label: row.label,
    startDate: row.startDate,
    endDate: row.endDate,
    wholeFamily: readFlag(row.wholeFamily),
    createdAt: row.createdAt
  };
}
function toBreakRow(userId, value) {
  return { ...value, userId, wholeFamily: storedFlag(value.wholeFamily) };
}
function fromBreakStudentRow(row) {
  return { breakId: row.breakId, studentId: row.studentId };
}
function toBreakStudentRow(userId, value) {
  return { ...value, userId };
}

// src/server/features/report-card/report-card.rows.ts
function fromCommentRow(row) {
  return {
    studentId: row.studentId,
    termId: row.termId,
    classId: row.classId,
    comment: row.comment,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt
  };
}
function toCommentRow(userId, value) {
  return { ...value, userId };
}

// src/server/features/tasks/tasks.rows.ts
function fromCarryForwardRow(row) {
  return {
    studentId: row.studentId,
    day: row.day,
    carried: readNumber(row.carried),
    createdAt: row.createdAt
  };
}
function toCarryForwardRow(userId, value) {
  return { ...value, userId };
}

// src/server/features/account-data/exported-tables.ts
var readStudent = (row) => fromStudentRow(row);
var EXPORTED_TABLES = {
  students: { read: readStudent, write: toStudentRow, orderBy: ["position", "id"] },
  schoolYears: { read: fromSchoolYearRow, write: toSchoolYearRow, orderBy: ["createdAt", "id"] },
  terms: { read: fromTermRow, write: toTermRow, orderBy: ["createdAt", "id"] },
  breaks: { read: fromBreakRow, write: toBreakRow, orderBy: ["createdAt", "id"] },
  breakStudents: {
    read: fromBreakStudentRow,
    write: toBreakStudentRow,
    orderBy: ["studentId", "breakId"]
  },
  classes: { read: fromClassRow, write: toClassRow, orderBy: ["createdAt", "id"] },
  classStudents: { read: fromClassStudentRow, write: toClassStudentRow, orderBy: ["studentId", "classId"] },
  lessons: { read: fromLessonRow, write: toLessonRow, orderBy: ["createdAt", "id"] },
  calendarEvents: {
    read: fromEventRow,
    write: toEventRow,
    orderBy: ["eventDate", "createdAt", "id"]
  },
  tasks: {
    read: fromDatedItemRow,
    write: toDatedItemRow,
    orderBy: ["studentId", "createdAt", "id"]
  },
  bucketListItems: {
    read: fromDatedItemRow,
    write: toDatedItemRow,
    orderBy: ["studentId", "createdAt", "id"]
  },
  learnListItems: {
    read: fromItemRow,
    write: toItemRow,
    orderBy: ["studentId", "createdAt", "id"]
  },
  attendance: { read: fromAttendanceRow, write: toAttendanceRow, orderBy: ["studentId", "date"] },
  assignments: {
    read: fromAssignmentRow,
    write: toAssignmentRow,
    orderBy: ["studentId", "createdAt", "id"]
  },
  dayBlocks: { read: fromBlockRow, write: toBlockRow, orderBy: ["createdAt", "id"] },
  daySchedule: {
    read: fromScheduleRow,
    write: toScheduleRow,
    orderBy: ["studentId", "scheduleDate", "startTime", "id"]
  },
  xpLedger: { read: fromLedgerRow, write: toLedgerRow, orderBy: ["studentId", "createdAt", "id"] },
  achievements: {
    read: fromUnlockRow,
    write: toUnlockRow,
    orderBy: ["studentId", "unlockedAt", "achievementId"]
  },
  taskCarryForward: {
    read: fromCarryForwardRow,
    write: toCarryForwardRow,
    orderBy: ["studentId", "day"]
  },
  lessonCompletions: { read: fromCompletionRow, write: toCompletionRow, orderBy: ["recordedAt", "id"] },
  lessonSkips: { read: fromSkipRow, write: toSkipRow, orderBy: ["createdAt", "id"] },
  gradingScales: { read: fromGradingScaleRow, write: toGradingScaleRow, orderBy: ["createdAt", "letter"] },
  classGradeWeights: {
    read: fromGradeWeightRow,
    write: toGradeWeightRow,
    orderBy: ["createdAt", "classId", "category"]
  },
  reportCardComments: {
    read: fromCommentRow,
    write: toCommentRow,
    orderBy: ["createdAt", "studentId", "termId", "classId"]
  }
};
var EXPORTED_TABLE_NAMES = Object.keys(EXPORTED_TABLES);

// src/server/features/account-data/account-data.repository.ts
var DATA_TABLES = EXPORTED_TABLE_NAMES.filter(
  (name) => name !== "taskCarryForward" && name !== "students"
);
var tablesOf = (db) => db;
async function findUser(db, userId) {
  return db.selectFrom("user").select(["id", "email", "name"]).where("id", "=", userId).executeTakeFirst();
}
async function findProfileRow(db, userId) {
  return db.selectFrom("profiles").selectAll().where("id", "=", userId).executeTakeFirst();
}
async function readTable(db, userId, name, limit, slicer) {
  const { read, orderBy } = EXPORTED_TABLES[name];
  const rows2 = await readInPages(
    db,
    name,
    userId,
    orderBy,
    limit,
    slicer
  );
  return mapInSlices(rows2, read, slicer);
}
async function readTables(db, userId, slicer = timeSlicer()) {
  const read = [];
  for (const name of EXPORTED_TABLE_NAMES)
    read.push(await readTable(db, userId, name, MAX_ROWS_PER_TABLE + 1, slicer));
  const tables2 = Object.fromEntries(EXPORTED_TABLE_NAMES.map((name, i) => [name, read[i]]));
  const truncated = [];
  for (const name of EXPORTED_TABLE_NAMES) {
    if (tables2[name].length > MAX_ROWS_PER_TABLE) {
      truncated.push(name);
      tables2[name].length = MAX_ROWS_PER_TABLE;
    }
  }
  return { tables: tables2, truncated };
}
async function nonEmptyTables(db, userId) {
  const found = await Promise.all(
    DATA_TABLES.map(async (table) => {
      const row = await tablesOf(db).selectFrom(table).select("userId").where("userId", "=", userId).limit(1).executeTakeFirst();
      return row ? table : null;
    })
  );
  return found.filter((t) => t !== null);
}
var MAX_BOUND_PARAMETERS = 32766;
function rowsPerInsert(rows2) {
  const columns2 = Math.max(1, ...rows2.map((row) => Object.keys(row).length));
  return Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / columns2));
}
async function updateProfile2(trx, userId, patch) {
  await trx.updateTable("profiles").set(patch).where("id", "=", userId).execute();
}
async function studentIds(db, userId) {
  const rows2 = await db.selectFrom("students").select("id").where("userId", "=", userId).execute();
  return rows2.map((r) => r.id);
}
async function deleteStudents(db, userId, ids) {
  if (ids.length)
    await db.deleteFrom("students").where("userId", "=", userId).where("id", "in", ids).execute();
}
async function deleteUser(db, userId) {
  const result = await db.deleteFrom("user").where("id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
async function hasPassword(db, userId) {
  const row = await db.selectFrom("account").select("password").where("userId", "=", userId).where("providerId", "=", "credential").executeTakeFirst();
  return Boolean(row?.password);
}

// src/server/features/account-data/account-data-import.repository.ts
var MAX_ROWS_PER_STATEMENT = 500;
var WRITE_ORDER = EXPORTED_TABLE_NAMES;
var keyOf = (table, row) => {
  if (table === "classStudents")
    return { column: "classId", value: row.classId };
  if (table === "breakStudents")
    return { column: "breakId", value: row.breakId };
  if (table === "achievements")
    return { column: "achievementId", value: row.achievementId };
  if (table === "taskCarryForward")
    return { column: "day", value: row.day };
  if (table === "gradingScales")
    return { column: "letter", value: row.letter };
  if (table === "classGradeWeights")
    return { column: "classId", value: row.classId };
  if (table === "reportCardComments")
    return { column: "termId", value: row.termId };
  return { column: "id", value: row.id };
};
async function writeImport(db, userId, tables2, profile, slicer, notEmptyMessage) {
  const previousChildren = await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    if ((await nonEmptyTables(trx, userId)).length) throw new AppError("CONFLICT", notEmptyMessage);
    await trx.deleteFrom("taskCarryForward").where("userId", "=", userId).execute();
    return studentIds(trx, userId);
  });
  const adb = db;
  try {
    for (const table of WRITE_ORDER) {
      const { write } = EXPORTED_TABLES[table];
      const list = await mapInSlices(
        tables2[table],
        (value) => write(userId, value),
        slicer
      );
      const size = Math.min(MAX_ROWS_PER_STATEMENT, rowsPerInsert(list));
      for (let i = 0; i < list.length; i += size) {
        await adb.insertInto(table).values(list.slice(i, i + size)).execute();
        await slicer.pause();
      }
    }
    await db.transaction().execute(async (trx) => {
      await updateProfile2(trx, userId, profile);
      await deleteStudents(trx, userId, previousChildren);
    });
  } catch (err) {
    await removeImported(db, userId, tables2, slicer).catch(() => void 0);
    throw err;
  }
}
async function removeImported(db, userId, rows2, slicer) {
  const adb = db;
  for (const table of [...WRITE_ORDER].reverse()) {
    const list = rows2[table];
    if (!list.length) continue;
    const { column } = keyOf(table, list[0]);
    for (let i = 0; i < list.length; i += MAX_ROWS_PER_STATEMENT) {
      const values = list.slice(i, i + MAX_ROWS_PER_STATEMENT).map((row) => keyOf(table, row).value);
      await adb.deleteFrom(table).where("userId", "=", userId).where(column, "in", values).execute();
      await slicer.pause();
    }
  }
}

// src/server/work/sliced-json.ts
var WHOLE_VALUE_CHARS = 64 * 1024;
var JsonTextError = class extends Error {
  constructor(reason) {
    super(reason === "depth" ? "The JSON nests too deeply." : "The text is not valid JSON.");
    this.reason = reason;
  }
  reason;
};
var WHITESPACE = /* @__PURE__ */ new Set([32, 9, 10, 13]);
var STRUCTURE = /["{}[\]]/g;
async function parseJsonInSlices(text, slicer) {
  let i = 0;
  const skipWhitespace = () => {
    while (i < text.length && WHITESPACE.has(text.charCodeAt(i))) i++;
  };
  const expect = (char) => {
    if (text[i] !== char) throw new JsonTextError("syntax");
    i++;
  };
  const smallContainerEnd = (start2) => {
    let nesting = 0;
    STRUCTURE.lastIndex = start2;
    for (let m = STRUCTURE.exec(text); m && m.index - start2 <= WHOLE_VALUE_CHARS; m = STRUCTURE.exec(text)) {
      const c = m[0];
      if (c === '"') STRUCTURE.lastIndex = endOfString(text, m.index) + 1;
      else if (c === "{" || c === "[") nesting++;
      else if (--nesting === 0) return m.index + 1;
    }
    return -1;
  };
  const parseSlice = (start2, end, depth) => {
    const slice = text.slice(start2, end);
    if (jsonDepthExceeds(slice, MAX_JSON_DEPTH - depth)) throw new JsonTextError("depth");
    try {
      const value2 = JSON.parse(slice);
      if (/"__proto__"\s*:/.test(slice)) throw new JsonTextError("syntax");
      return value2;
    } catch (err) {
      throw err instanceof JsonTextError ? err : new JsonTextError("syntax");
    }
  };
  const value = async (depth) => {
    if (depth > MAX_JSON_DEPTH) throw new JsonTextError("depth");
    skipWhitespace();
    const start2 = i;
    const c = text[i];
    if (c === "{" || c === "[") {
      const end = smallContainerEnd(start2);
      if (end !== -1) {
        i = end;
        return parseSlice(start2, end, depth);
      }
      return c === "{" ? object(depth) : array(depth);
    }
    if (c === '"') i = endOfString(text, i) + 1;
    else while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
    return parseSlice(start2, i, depth);
  };
  const object = async (depth) => {
    const out = {};
    expect("{");
    skipWhitespace();
    if (text[i] === "}") {
      i++;
      return out;
    }
    for (; ; ) {
      skipWhitespace();
      if (text[i] !== '"') throw new JsonTextError("syntax");
      const keyStart = i;
      i = endOfString(text, i) + 1;
      const key = parseSlice(keyStart, i, depth);
      if (key === "__proto__") throw new JsonTextError("syntax");
      skipWhitespace();
      expect(":");
      out[key] = await value(depth + 1);
      await slicer.pause();
      skipWhitespace();
      if (text[i] !== "}") {
        expect(",");
        continue;
      }
      i++;
      return out;
    }
  };
  const array = async (depth) => {
    const out = [];
    expect("[");
    skipWhitespace();
    if (text[i] === "]") {
      i++;
      return out;
    }
    for (; ; ) {
      out.push(await value(depth + 1));
      await slicer.pause();
      skipWhitespace();
      if (text[i] !== "]") {
        expect(",");
        continue;
      }
      i++;
      return out;
    }
  };
  const result = await value(0);
  skipWhitespace();
  if (i !== text.length) throw new JsonTextError("syntax");
  return result;
}

// src/server/features/account-data/import-file.ts
var isRecord = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var HEAD_BUDGET = 1e4;
var schemasOf = (raw) => isRecord(raw) && raw.version === EXPORT_VERSION_ONE_CHILD ? { file: accountExportV1Schema, tables: exportTablesV1Schema } : { file: accountExportSchema, tables: exportTablesSchema };
async function readImportFile(bytes, slicer) {
  let raw;
  try {
    raw = await parseJsonInSlices(await decodeInSlices(bytes, slicer), slicer);
  } catch (err) {
    if (err instanceof JsonTextError)
      throw validationFailed(err.reason === "depth" ? TOO_DEEP_MESSAGE : accountDataMessages.badFile);
    throw err;
  }
  const tablesIn = isRecord(raw) && isRecord(raw.tables) ? raw.tables : {};
  const rowArrays = new Map(
    Object.entries(tablesIn).filter((entry) => Array.isArray(entry[1]))
  );
  if (exceeds(raw, HEAD_BUDGET, new Set(rowArrays.values())))
    throw validationFailed(accountDataMessages.badFile);
  const emptied = Object.fromEntries([...rowArrays.keys()].map((name) => [name, []]));
  const schemas = schemasOf(raw);
  const head = parseWhole(
    schemas.file,
    isRecord(raw) && isRecord(raw.tables) ? { ...raw, tables: { ...raw.tables, ...emptied } } : raw
  );
  const students = rowArrays.get("students");
  if (students && students.length > MAX_CHILDREN) {
    const message = accountDataMessages.tooManyChildren(MAX_CHILDREN);
    throw validationFailed(message, { "tables.students": message });
  }
  const tables2 = {};
  const shape = schemas.tables.shape;
  for (const name of Object.keys(shape)) {
    const rows2 = rowArrays.get(name) ?? [];
    if (rows2.length > MAX_ROWS_PER_TABLE) {
      const message = `A table can have at most ${MAX_ROWS_PER_TABLE} rows.`;
      throw validationFailed(message, { [`tables.${name}`]: message });
    }
    const rowSchema = rowSchemaOf(shape[name]);
    const parsed = new Array(rows2.length);
    for (let i = 0; i < rows2.length; i++) {
      const result = rowSchema.safeParse(rows2[i]);
      if (!result.success) throw fromZodError(result.error, ["tables", name, i]);
      parsed[i] = result.data;
      rows2[i] = void 0;
      await slicer.pause();
    }
    tables2[name] = parsed;
  }
  return { ...head, tables: tables2 };
}
function parseWhole(schema, value) {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}
function exceeds(value, budget, skip) {
  const stack = [value];
  let count2 = 0;
  while (stack.length) {
    const v = stack.pop();
    if (++count2 > budget) return true;
    if (typeof v !== "object" || v === null || skip.has(v)) continue;
    if (Array.isArray(v)) {
      if (count2 + v.length > budget) return true;
      stack.push(...v);
    } else {
      for (const key in v) {
        if (++count2 > budget) return true;
        stack.push(v[key]);
      }
    }
  }
  return false;
}

// src/server/features/account-data/import-rows.ts
var ROW_SOURCES = {
  task: "tasks",
  learn: "learnListItems",
  bucket: "bucketListItems",
  assignment: "assignments",
  "assignment-grade": "assignments",
  lesson: "lessons"
};
var ONE_CHILD_ID = "the-one-child";
var FIRST_COLOR = "indigo";
var FIRST_EMOJI = "\u{1F9D2}";
function upgradeOneChildFile(file, accountName) {
  const { displayName, childAge, xp, level, settings, createdAt } = file.profile;
  const age = childAge?.trim() ?? "";
  const child = {
    id: ONE_CHILD_ID,
    name: (displayName?.trim() || accountName?.trim() || "Student").slice(0, 100),
    age: /^([1-9]|1[0-8])$/.test(age) ? Number(age) : 10,
    gradeLevel: null,
    color: FIRST_COLOR,
    emoji: FIRST_EMOJI,
    position: 0,
    xp,
    level,
    createdAt,
    updatedAt: createdAt
  };
  const t = file.tables;
  const own = (rows2) => rows2.map((row) => ({ ...row, studentId: ONE_CHILD_ID }));
  return {
    ...file,
    version: EXPORT_VERSION,
    profile: { settings, createdAt },
    tables: {
      students: [child],
      schoolYears: [],
      terms: [],
      breaks: [],
      breakStudents: [],
      classes: t.classes,
      classStudents: t.classes.map((c) => ({ classId: c.id, studentId: ONE_CHILD_ID })),
      lessons: [],
      calendarEvents: t.calendarEvents.map((e) => ({ ...e, studentId: null })),
      tasks: own(t.tasks),
      bucketListItems: own(t.bucketListItems),
      learnListItems: own(t.learnListItems),
      attendance: own(t.attendance),
      assignments: own(t.assignments).map((a) => ({ ...a, category: null })),
      dayBlocks: t.dayBlocks,
      daySchedule: own(t.daySchedule),
      xpLedger: own(t.xpLedger),
      achievements: own(t.achievements),
      taskCarryForward: own(t.taskCarryForward),
      lessonCompletions: [],
      lessonSkips: [],
      gradingScales: [],
      classGradeWeights: [],
      reportCardComments: []
    }
  };
}
var currentVersionOf = (file, accountName) => file.version === EXPORT_VERSION ? file : upgradeOneChildFile(file, accountName);
async function planImport(file, slicer) {
  const t = file.tables;
  const fresh = () => crypto.randomUUID();
  const remap = async (rows2) => {
    const map = /* @__PURE__ */ new Map();
    for (const r of rows2) {
      if (map.has(r.id))
        throw new AppError("VALIDATION_FAILED", `The file has the same id twice (${r.id.slice(0, 64)}).`);
      map.set(r.id, fresh());
      await slicer.pause();
    }
    return map;
  };
  const studentIds2 = await remap(t.students);
  const classIds = await remap(t.classes);
  const yearIds = await remap(t.schoolYears);
  const termIds = await remap(t.terms);
  const breakIds = await remap(t.breaks);
  const blockIds = await remap(t.dayBlocks);
  const rowIds = {
    tasks: await remap(t.tasks),
    learnListItems: await remap(t.learnListItems),
    bucketListItems: await remap(t.bucketListItems),
    assignments: await remap(t.assignments),
    lessons: await remap(t.lessons)
  };
  const ref = (map, id3, what) => {
    const mapped = map.get(id3);
    if (!mapped)
      throw new AppError(
        "VALIDATION_FAILED",
        `${accountDataMessages.brokenReference} (${what} ${id3.slice(0, 64)})`
      );
    return mapped;
  };
  const unique = async (rows2, keyOf2, what) => {
    const seen = /* @__PURE__ */ new Set();
    for (const row of rows2) {
      const key2 = keyOf2(row);
      if (seen.has(key2)) throw new AppError("VALIDATION_FAILED", `The file has the same ${what} twice.`);
      seen.add(key2);
      await slicer.pause();
    }
  };
  const key = (...parts) => JSON.stringify(parts);
  await unique(t.classStudents, (e) => key(e.classId, e.studentId), "class enrolment");
  await unique(t.breakStudents, (e) => key(e.breakId, e.studentId), "child of a break");
  await unique(t.attendance, (a) => key(a.studentId, a.date), "attendance date");
  const badDay = t.xpLedger.find((x) => x.sourceKind === "attendance" && !isIsoDate(x.sourceId));
  if (badDay)
    throw new AppError(
      "VALIDATION_FAILED",
      `An attendance xp row must name a date (${badDay.sourceId.slice(0, 64)}).`
    );
  await unique(t.xpLedger, (x) => key(x.studentId, x.sourceKind, x.sourceId), "xp source");
  await unique(t.achievements, (a) => key(a.studentId, a.achievementId), "achievement");
  await unique(t.taskCarryForward, (c) => key(c.studentId, c.day), "carry-forward day");
  await unique(t.lessonCompletions, (c) => key(c.studentId, c.lessonId), "lesson completion");
  await unique(t.lessonSkips, (k) => key(k.studentId, k.classId, k.date), "skipped day");
  await unique(t.gradingScales, (g) => key(g.letter), "grading letter");
  await unique(t.classGradeWeights, (w) => key(w.classId, w.category), "grading category");
  await unique(t.reportCardComments, (c) => key(c.studentId, c.termId, c.classId), "report card comment");
  const orphanIds = /* @__PURE__ */ new Map();
  const ledgerSource = (kind, sourceId) => {
    if (kind === "attendance") return sourceId;
    const table = ROW_SOURCES[kind];
    const mapped = rowIds[table].get(sourceId);
    if (mapped) return mapped;
    const key2 = `${table}:${sourceId}`;
    if (!orphanIds.has(key2)) orphanIds.set(key2, fresh());
    return orphanIds.get(key2);
  };
  const lessonClass = new Map(t.lessons.map((l) => [l.id, l.classId]));
  const each = (rows2, fn) => mapInSlices(rows2, fn, slicer);
  const child = (id3) => ref(studentIds2, id3, "child");
  const own = (row) => ({ ...row, studentId: child(row.studentId) });
  const xpOf = /* @__PURE__ */ new Map();
  for (const x of t.xpLedger) xpOf.set(x.studentId, (xpOf.get(x.studentId) ?? 0) + x.xp);
  const tables2 = {
    students: t.students.map((s) => {
      const xp = xpOf.get(s.id) ?? 0;
      return { ...s, id: studentIds2.get(s.id), xp, level: levelForXp(xp) };
    }),
    schoolYears: await each(t.schoolYears, (y) => ({ ...y, id: yearIds.get(y.id) })),
    terms: await each(t.terms, (term) => ({
      ...term,
      id: termIds.get(term.id),
      schoolYearId: ref(yearIds, term.schoolYearId, "school year")
    })),
    breaks: await each(t.breaks, (b) => ({
      ...b,
      id: breakIds.get(b.id),
      schoolYearId: ref(yearIds, b.schoolYearId, "school year")
    })),
    breakStudents: await each(t.breakStudents, (e) => ({
      breakId: ref(breakIds, e.breakId, "break"),
      studentId: child(e.studentId)
    })),
    classes: await each(t.classes, (c) => ({
      ...c,
      id: classIds.get(c.id),
      schoolYearId: c.schoolYearId === null ? null : ref(yearIds, c.schoolYearId, "school year")
    })),
    classStudents: await each(t.classStudents, (e) => ({
      classId: ref(classIds, e.classId, "class"),
      studentId: child(e.studentId)
    })),
    calendarEvents: await each(t.calendarEvents, (e) => ({
      ...e,
      id: fresh(),
      classId: e.classId === null ? null : ref(classIds, e.classId, "class"),
      studentId: e.studentId === null ? null : child(e.studentId)
    })),
    tasks: await each(t.tasks, (r) => ({ ...own(r), id: rowIds.tasks.get(r.id) })),
    bucketListItems: await each(t.bucketListItems, (r) => ({
      ...own(r),
      id: rowIds.bucketListItems.get(r.id)
    })),
    learnListItems: await each(t.learnListItems, (r) => ({
      ...own(r),
      id: rowIds.learnListItems.get(r.id)
    })),
    attendance: await each(t.attendance, (a) => ({ ...own(a), id: fresh() })),
    assignments: await each(t.assignments, (a) => ({
      ...own(a),
      id: rowIds.assignments.get(a.id),
      classId: ref(classIds, a.classId, "class")
    })),
    dayBlocks: await each(t.dayBlocks, (b) => ({ ...b, id: blockIds.get(b.id) })),
    daySchedule: await each(t.daySchedule, (s) => ({
      ...own(s),
      id: fresh(),
      blockId: ref(blockIds, s.blockId, "block")
    })),
    xpLedger: await each(t.xpLedger, (x) => ({
      ...own(x),
      id: fresh(),
      sourceId: ledgerSource(x.sourceKind, x.sourceId)
    })),
    achievements: await each(t.achievements, own),
    taskCarryForward: await each(t.taskCarryForward, own),
    lessons: await each(t.lessons, (l) => ({
      ...l,
      id: rowIds.lessons.get(l.id),
      classId: ref(classIds, l.classId, "class")
    })),
    lessonCompletions: await each(t.lessonCompletions, (c) => {
      if (lessonClass.get(c.lessonId) !== c.classId)
        throw new AppError(
          "VALIDATION_FAILED",
          `${accountDataMessages.brokenReference} (lesson ${c.lessonId.slice(0, 64)})`
        );
      return {
        ...own(c),
        id: fresh(),
        lessonId: ref(rowIds.lessons, c.lessonId, "lesson"),
        classId: ref(classIds, c.classId, "class")
      };
    }),
    lessonSkips: await each(t.lessonSkips, (k) => ({
      ...own(k),
      id: fresh(),
      classId: ref(classIds, k.classId, "class")
    })),
    gradingScales: t.gradingScales,
    classGradeWeights: await each(t.classGradeWeights, (w) => ({
      ...w,
      classId: ref(classIds, w.classId, "class")
    })),
    reportCardComments: await each(t.reportCardComments, (c) => ({
      ...own(c),
      termId: ref(termIds, c.termId, "term"),
      classId: ref(classIds, c.classId, "class")
    }))
  };
  return { tables: tables2 };
}

// src/server/features/account-data/account-data.service.ts
var DELETE_ATTEMPTS = { max: 10, windowSeconds: 15 * 60 };
var EXPORT_LIMIT = { max: 10, windowSeconds: 60 * 60 };
var IMPORT_LIMIT = { max: 30, windowSeconds: 60 * 60 };
var IMPORT_LEASE = { max: 1, windowSeconds: 10 * 60 };
function accountDataService(deps, auth) {
  const { db } = deps;
  return {
    /** The whole account as one JSON document (ids included). */
    async exportAccount(userId, slicer) {
      await auth.kit.limiter.hit(`export:${userId}`, EXPORT_LIMIT);
      const [user, profile] = await Promise.all([findUser(db, userId), deps.profiles.get(userId)]);
      if (!user) throw notFound();
      const row = await findProfileRow(db, userId);
      const { tables: tables2, truncated } = await readTables(db, userId, slicer);
      return {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: (/* @__PURE__ */ new Date()).toISOString(),
        account: { id: user.id, email: user.email },
        ...truncated.length ? { truncated } : {},
        profile: {
          settings: profile.settings,
          createdAt: row?.createdAt ?? (/* @__PURE__ */ new Date()).toISOString()
        },
        tables: tables2
      };
    },
    /**
     * Restores an export file (its JSON bytes; this version's or a version 1 file, which becomes one child)
     * into this (empty) account, whose children become the file's: every row gets a new id, references inside
     * the file are remapped, each child's xp and level are recomputed from their ledger. Parsing, checking
     * and writing all run in time slices (ADR 015), so a large file does not hold up anyone else's requests.
     */
    async importAccount(userId, bytes) {
      const { limiter } = auth.kit;
      await limiter.hit(`import:${userId}`, IMPORT_LIMIT);
      const slicer = timeSlicer();
      const read = await readImportFile(bytes, slicer);
      const file = currentVersionOf(read, (await findUser(db, userId))?.name ?? null);
      const { tables: tables2 } = await planImport(file, slicer);
      await deps.profiles.create(userId);
      const lease = `import-running:${userId}`;
      try {
        await limiter.hit(lease, IMPORT_LEASE);
      } catch (err) {
        if (err instanceof AppError && err.code === "RATE_LIMITED")
          throw new AppError("CONFLICT", accountDataMessages.importRunning);
        throw err;
      }
      try {
        const profile = {
          settings: JSON.stringify(normalizeSettings(file.profile.settings)),
          createdAt: file.profile.createdAt,
          updatedAt: (/* @__PURE__ */ new Date()).toISOString()
        };
        await writeImport(db, userId, tables2, profile, slicer, accountDataMessages.notEmpty);
      } finally {
        await limiter.reset(lease);
      }
      deps.bus.publish(userId, ...CHANGE_KINDS.filter((kind) => kind !== "sessions"));
      return { imported: exportCounts(read), students: await deps.students.list(userId) };
    },
    /**
     * Deletes the account and everything in it, after the password (or, for an account that signs in with
     * Google/OpenID Connect and has none, the word DELETE). Returns better-auth's cookie-clearing headers.
     */
    async deleteAccount(userId, input, headers) {
      await auth.kit.limiter.hit(`delete-account:${userId}`, DELETE_ATTEMPTS);
      if (await hasPassword(db, userId)) {
        if (!input.password)
          throw new AppError("VALIDATION_FAILED", accountDataMessages.passwordRequired, {
            password: accountDataMessages.passwordRequired
          });
        let ok;
        try {
          ok = (await auth.api.verifyPassword({ body: { password: input.password }, headers })).status === true;
        } catch (err) {
          if (!isAPIError3(err)) throw err;
          ok = false;
        }
        if (!ok)
          throw new AppError("FORBIDDEN", accountDataMessages.wrongPassword, {
            password: accountDataMessages.wrongPassword
          });
      } else if (input.confirm !== DELETE_CONFIRM_WORD) {
        throw new AppError("VALIDATION_FAILED", accountDataMessages.confirmRequired, {
          confirm: accountDataMessages.confirmRequired
        });
      }
      await deleteUser(db, userId);
      await auth.kit.sessions.announce(userId);
      const signedOut = await auth.api.signOut({ headers, returnHeaders: true });
      return signedOut.headers;
    }
  };
}

// src/server/features/account-data/export-stream.ts
import { Readable } from "node:stream";
var ROWS_PER_PIECE = 500;
var fieldOrder = Object.fromEntries(
  Object.entries(exportTablesSchema.shape).map(([name, rows2]) => [
    name,
    Object.keys(rowSchemaOf(rows2).shape)
  ])
);
var emptyTables = Object.fromEntries(
  Object.keys(fieldOrder).map((name) => [name, []])
);
function exportStream(file, slicer) {
  return Readable.from(exportPieces(file, slicer), { objectMode: false });
}
async function* exportPieces(file, slicer) {
  const { tables: tables2, ...head } = accountExportSchema.parse({ ...file, tables: emptyTables });
  yield `${JSON.stringify(head).slice(0, -1)},"tables":{`;
  let firstTable = true;
  for (const name of Object.keys(tables2)) {
    const rows2 = file.tables[name];
    yield `${firstTable ? "" : ","}${JSON.stringify(name)}:[`;
    firstTable = false;
    for (let i = 0; i < rows2.length; i += ROWS_PER_PIECE) {
      yield `${i ? "," : ""}${JSON.stringify(rows2.slice(i, i + ROWS_PER_PIECE), fieldOrder[name]).slice(1, -1)}`;
      await slicer.pause();
    }
    yield "]";
  }
  yield "}}";
}

// src/server/features/account-data/account-data.routes.ts
function registerAccountDataRoutes(app2, deps, auth) {
  const service = accountDataService(deps, auth);
  const r = app2.withTypeProvider();
  r.get(
    "/api/account/export",
    {
      onRequest: app2.requireUser,
      config: { door: [] },
      schema: { tags: ["account-data"], response: { 200: accountExportSchema } }
    },
    async (req, reply) => {
      const slicer = timeSlicer();
      const file = await service.exportAccount(req.user.id, slicer);
      const day = file.exportedAt.slice(0, 10);
      return reply.header("content-disposition", `attachment; filename="homeschool-export-${day}.json"`).header("cache-control", "no-store").type("application/json; charset=utf-8").send(exportStream(file, slicer));
    }
  );
  r.post(
    "/api/account/import",
    {
      onRequest: app2.requireUser,
      config: { door: [], ...rawJsonBody.config },
      validatorCompiler: rawJsonBody.validatorCompiler,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags: ["account-data"], body: accountExportSchema, response: { 200: importResultSchema } }
    },
    async (req) => service.importAccount(req.user.id, rawJsonBytes(req))
  );
  r.post(
    "/api/account/delete",
    {
      onRequest: app2.requireUser,
      config: { door: ["checks-password"] },
      schema: {
        tags: ["account-data"],
        body: deleteAccountSchema,
        response: { 200: z10.object({ deleted: z10.literal(true), message: z10.string() }) }
      }
    },
    async (req, reply) => {
      const headers = await service.deleteAccount(req.user.id, req.body, toHeaders(req));
      forwardSetCookies(reply, headers);
      return { deleted: true, message: accountDataMessages.deleted };
    }
  );
}

// src/shared/schemas/assignments.ts
import { z as z11 } from "zod";

// src/shared/messages/assignments.ts
var assignmentMessages = {
  nameRequired: "Please enter an assignment name.",
  nameTooLong: "The assignment name can be at most 200 characters.",
  descriptionTooLong: "The description can be at most 2000 characters.",
  startDateRequired: "Please choose a start date.",
  dueDateInvalid: "Please choose a valid due date.",
  classRequired: "Please choose a class.",
  status: "The status must be upcoming, work in progress or completed.",
  percentage: "The percentage must be between 0 and 100.",
  percentageStep: "The percentage can have at most one decimal place.",
  points: "Points cannot be negative.",
  pointsTooHigh: "Points can be at most 100000.",
  pointsStep: "Points can have at most one decimal place.",
  classAssignmentLimit: "A class can have at most 500 assignments.",
  added: "Assignment added successfully",
  updated: "Assignment updated successfully",
  deleted: "Assignment deleted successfully",
  fetchFailed: "Failed to fetch assignments",
  addFailed: "Failed to add assignment",
  updateFailed: "Failed to update assignment",
  deleteFailed: "Failed to delete assignment",
  /** The title of the page's failure toasts (the message is their description). */
  errorTitle: "Error",
  notFound: "That assignment was not found.",
  classNotFound: "That class was not found.",
  confirmDeleteTitle: "Delete assignment?",
  confirmDelete: (name) => `Are you sure you want to delete "${name}"? This action cannot be undone.`
};
var gradingMessages = {
  dueDateNotApplicable: "A due date applies only to upcoming or work-in-progress assignments.",
  dueBeforeStart: "The due date cannot be before the start date.",
  gradeNotApplicable: "Grades can only be given to completed assignments.",
  bothPoints: "Please enter both points earned and max points.",
  maxPointsZero: "Max points must be more than 0.",
  earnedAboveMax: "Points earned cannot be more than max points."
};

// src/shared/domain/grades.ts
var ASSIGNMENT_STATUSES = ["upcoming", "work_in_progress", "completed"];
var HIGH_GRADE = 90;
function roundToTenth(value) {
  return Math.round(value * 10) / 10;
}
function hasAtMostOneDecimal(value) {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;
}
function percentageFromPoints(earned, max) {
  if (earned == null || max == null || max <= 0) return null;
  return roundToTenth(earned / max * 100);
}
function classAverage(assignments) {
  const grades = assignments.filter((a) => a.status === "completed" && a.gradePercentage != null).map((a) => a.gradePercentage);
  if (grades.length === 0) return null;
  return Math.round(grades.reduce((sum, g) => sum + g, 0) / grades.length);
}
function applyGradingRules(current, patch) {
  const status = patch.status ?? current.status;
  const assignmentDate = patch.assignmentDate ?? current.assignmentDate;
  const fail2 = (field, message) => ({ ok: false, field, message });
  let dueDate = patch.dueDate !== void 0 ? patch.dueDate : current.dueDate;
  if (status === "completed") {
    if (patch.dueDate != null) return fail2("dueDate", gradingMessages.dueDateNotApplicable);
    dueDate = null;
  } else if (dueDate != null && dueDate < assignmentDate) {
    return fail2("dueDate", gradingMessages.dueBeforeStart);
  }
  const gradeKeys = ["gradePercentage", "earnedPoints", "maxPoints"];
  if (status !== "completed") {
    const given = gradeKeys.find((k) => patch[k] != null);
    if (given) return fail2(given, gradingMessages.gradeNotApplicable);
    return {
      ok: true,
      value: { assignmentDate, status, dueDate, gradePercentage: null, earnedPoints: null, maxPoints: null }
    };
  }
  const patchTouchesPoints = patch.earnedPoints !== void 0 || patch.maxPoints !== void 0;
  const patchTouchesGrade = patchTouchesPoints || patch.gradePercentage !== void 0;
  const source = patchTouchesGrade ? { ...nullGrade, ...pick(patch) } : pick(current);
  const { earnedPoints, maxPoints } = source;
  let gradePercentage = source.gradePercentage;
  if (earnedPoints == null !== (maxPoints == null)) {
    return fail2(earnedPoints == null ? "earnedPoints" : "maxPoints", gradingMessages.bothPoints);
  }
  if (earnedPoints != null && maxPoints != null) {
    if (maxPoints <= 0) return fail2("maxPoints", gradingMessages.maxPointsZero);
    if (earnedPoints > maxPoints) return fail2("earnedPoints", gradingMessages.earnedAboveMax);
    gradePercentage = percentageFromPoints(earnedPoints, maxPoints);
  }
  return { ok: true, value: { assignmentDate, status, dueDate, gradePercentage, earnedPoints, maxPoints } };
}
var nullGrade = { gradePercentage: null, earnedPoints: null, maxPoints: null };
function pick(fields2) {
  const out = {
    ...nullGrade
  };
  if (fields2.gradePercentage !== void 0) out.gradePercentage = fields2.gradePercentage;
  if (fields2.earnedPoints !== void 0) out.earnedPoints = fields2.earnedPoints;
  if (fields2.maxPoints !== void 0) out.maxPoints = fields2.maxPoints;
  return out;
}

// src/shared/messages/grading.ts
var gradingMessages2 = {
  // Grading scale (Settings).
  scaleTitle: "Grading scale",
  scaleDescription: "The letter each average earns on report cards and transcripts: a letter applies from its minimum percent up to the next letter.",
  scaleDefaultNote: "You are using the default scale.",
  letterLabel: "Letter",
  minimumLabel: "Minimum %",
  addLetter: "Add letter",
  removeLetter: (letter) => `Remove ${letter || "this letter"}`,
  saveScale: "Save scale",
  resetScale: "Reset to default",
  resetScaleTitle: "Reset the grading scale?",
  resetScaleDescription: "Your letters are replaced by the default scale (A+ from 97 % down to F below 60 %).",
  scaleSaved: "Grading scale saved",
  scaleReset: "Grading scale reset to the default",
  scaleSaveFailed: "Failed to save the grading scale",
  scaleLoadFailed: "Failed to load the grading scale",
  letterRequired: "Please enter a letter.",
  letterTooLong: "A letter is at most 4 characters.",
  minimumInvalid: "A minimum is a percent from 0 to 100.",
  scaleTooFew: "A scale needs at least two letters.",
  scaleTooMany: "A scale has at most 20 letters.",
  scaleDuplicateLetter: (letter) => `${letter} is in the scale twice.`,
  scaleDuplicateMinimum: (min) => `Two letters start at ${min} %: each minimum must be different.`,
  scaleNeedsZero: "One letter must start at 0 % so every average gets a letter.",
  // Category weights (Grades page, per class).
  weightsButton: "Grading",
  weightsTitle: (classTitle) => `Grading categories for ${classTitle}`,
  weightsDescription: "Give each kind of work a weight (together 100 %). The average is then the weighted mean of the categories that have graded work; work without a category is not counted. With no categories every graded assignment counts the same.",
  categoryLabel: "Category",
  weightLabel: "Weight %",
  addCategory: "Add category",
  removeCategory: (name) => `Remove ${name || "this category"}`,
  clearWeights: "Remove all categories",
  saveWeights: "Save categories",
  weightsSaved: "Grading categories saved",
  weightsSaveFailed: "Failed to save the grading categories",
  weightsTotal: (total) => `Total: ${total} %`,
  categoryRequired: "Please name the category.",
  categoryTooLong: "A category name is at most 40 characters.",
  weightInvalid: "A weight is a whole percent from 1 to 100.",
  weightsTooMany: "A class has at most 10 categories.",
  weightsSum: (total) => `The weights must add up to 100 % (now ${total} %).`,
  weightsDuplicate: (name) => `${name} is listed twice.`,
  weightsClassNotFound: "Class not found.",
  noCategory: "No category",
  categoryNotOfClass: "Choose one of the class's grading categories.",
  uncountedNote: (n) => n === 1 ? "1 graded assignment has no category and is not counted in the weighted average." : `${n} graded assignments have no category and are not counted in the weighted average.`
};
var reportCardMessages = {
  pageTitle: "Report card",
  termLabel: "Term",
  loadFailed: "Failed to load the report card",
  noTermsTitle: "No terms yet",
  noTermsDescription: "A report card covers one term of a school year. Add a school year with its terms on the School Year page first.",
  goToSchoolYear: "Go to School Year",
  emptyTitle: "No graded work in this term",
  emptyDescription: "Classes appear here once they have assignments or hours dated in the term.",
  classColumn: "Class",
  averageColumn: "Average",
  letterColumn: "Grade",
  hoursColumn: "Hours",
  commentColumn: "Comment",
  noGrade: "\u2014",
  attendanceTitle: "Attendance",
  present: "Days present",
  absent: "Days absent",
  marked: "Days marked",
  hoursTitle: "Hours of instruction",
  totalHours: "Total hours",
  otherSubjects: "Other subjects",
  gradingKey: "Grading key",
  weightedNote: "Weighted by category",
  editComment: (classTitle) => `Comment for ${classTitle}`,
  addComment: "Add comment",
  changeComment: "Edit comment",
  commentLabel: "Comment",
  commentHint: "Shown on the report card under the class. Leave empty to remove it.",
  saveComment: "Save comment",
  commentSaved: "Comment saved",
  commentRemoved: "Comment removed",
  commentSaveFailed: "Failed to save the comment",
  commentTooLong: "A comment is at most 1,000 characters.",
  termRequired: "Please choose a term.",
  classRequired: "Please choose a class.",
  termNotFound: "Term not found.",
  classNotFound: "Class not found.",
  downloadPdf: "Download PDF",
  print: "Print",
  signature: "Parent or teacher",
  pdfTitle: "Report Card"
};

// src/shared/domain/grading.ts
var DEFAULT_GRADING_SCALE = [
  { letter: "A+", minPercent: 97 },
  { letter: "A", minPercent: 93 },
  { letter: "A-", minPercent: 90 },
  { letter: "B+", minPercent: 87 },
  { letter: "B", minPercent: 83 },
  { letter: "B-", minPercent: 80 },
  { letter: "C+", minPercent: 77 },
  { letter: "C", minPercent: 73 },
  { letter: "C-", minPercent: 70 },
  { letter: "D+", minPercent: 67 },
  { letter: "D", minPercent: 63 },
  { letter: "D-", minPercent: 60 },
  { letter: "F", minPercent: 0 }
];
var MAX_SCALE_ROWS = 20;
var MAX_LETTER_LENGTH = 4;
var MAX_CATEGORIES = 10;
var MAX_CATEGORY_LENGTH = 40;
var sortScale = (scale) => [...scale].sort((a, b) => b.minPercent - a.minPercent);
function letterFor(percent, scale) {
  if (percent == null || !Number.isFinite(percent)) return null;
  for (const row of sortScale(scale)) if (percent >= row.minPercent) return row.letter;
  return null;
}
function scaleProblem(scale) {
  if (scale.length < 2) return gradingMessages2.scaleTooFew;
  if (scale.length > MAX_SCALE_ROWS) return gradingMessages2.scaleTooMany;
  const letters = /* @__PURE__ */ new Set();
  const minimums = /* @__PURE__ */ new Set();
  for (const row of scale) {
    const letter = row.letter.trim();
    if (!letter) return gradingMessages2.letterRequired;
    if (letter.length > MAX_LETTER_LENGTH) return gradingMessages2.letterTooLong;
    if (!Number.isFinite(row.minPercent) || row.minPercent < 0 || row.minPercent > 100)
      return gradingMessages2.minimumInvalid;
    const key = letter.toLowerCase();
    if (letters.has(key)) return gradingMessages2.scaleDuplicateLetter(letter);
    letters.add(key);
    if (minimums.has(row.minPercent)) return gradingMessages2.scaleDuplicateMinimum(row.minPercent);
    minimums.add(row.minPercent);
  }
  if (!minimums.has(0)) return gradingMessages2.scaleNeedsZero;
  return null;
}
function scaleRanges(scale) {
  const sorted = sortScale(scale);
  return sorted.map((row, i) => {
    const above = sorted[i - 1];
    const top = above === void 0 ? 100 : Number.isInteger(above.minPercent) ? above.minPercent - 1 : null;
    const range = top === null ? `${row.minPercent} to under ${above.minPercent}` : top <= row.minPercent ? `${row.minPercent}` : `${row.minPercent}\u2013${top}`;
    return { letter: row.letter, range };
  });
}
function weightsProblem(weights) {
  if (weights.length === 0) return null;
  if (weights.length > MAX_CATEGORIES) return gradingMessages2.weightsTooMany;
  const names = /* @__PURE__ */ new Set();
  let total = 0;
  for (const w of weights) {
    const name = w.category.trim();
    if (!name) return gradingMessages2.categoryRequired;
    if (name.length > MAX_CATEGORY_LENGTH) return gradingMessages2.categoryTooLong;
    if (!Number.isInteger(w.weight) || w.weight < 1 || w.weight > 100) return gradingMessages2.weightInvalid;
    const key = name.toLowerCase();
    if (names.has(key)) return gradingMessages2.weightsDuplicate(name);
    names.add(key);
    total += w.weight;
  }
  if (total !== 100) return gradingMessages2.weightsSum(total);
  return null;
}
var roundPercent = (value) => Math.round(Math.round(value * 1e6) / 1e6);
function classGrade(work, weights) {
  const graded = work.filter((a) => a.status === "completed" && a.gradePercentage != null);
  if (weights.length === 0) {
    return { average: classAverage(graded), weighted: false, counted: graded.length, uncounted: 0 };
  }
  const sums = new Map(
    weights.map((w) => [w.category, { total: 0, n: 0 }])
  );
  let uncounted = 0;
  for (const a of graded) {
    const sum = a.category == null ? void 0 : sums.get(a.category);
    if (!sum) {
      uncounted++;
      continue;
    }
    sum.total += a.gradePercentage;
    sum.n++;
  }
  let weighted = 0;
  let weightTotal = 0;
  for (const w of weights) {
    const sum = sums.get(w.category);
    if (sum.n === 0) continue;
    weighted += sum.total / sum.n * w.weight;
    weightTotal += w.weight;
  }
  return {
    average: weightTotal === 0 ? null : roundPercent(weighted / weightTotal),
    weighted: true,
    counted: graded.length - uncounted,
    uncounted
  };
}
function hoursLabel(minutes2) {
  const hours = Math.round(minutes2 / 60 * 10) / 10;
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}

// src/shared/schemas/assignments.ts
var MAX_ASSIGNMENTS_PER_CLASS = 500;
var assignmentStatusSchema = z11.enum(ASSIGNMENT_STATUSES, { error: assignmentMessages.status });
var nameSchema2 = z11.string({ error: assignmentMessages.nameRequired }).trim().min(1, assignmentMessages.nameRequired).max(200, assignmentMessages.nameTooLong);
var descriptionSchema = z11.string().trim().max(2e3, assignmentMessages.descriptionTooLong).transform((v) => v === "" ? null : v).nullable();
var startDateSchema = z11.string({ error: assignmentMessages.startDateRequired }).refine(isIsoDate, assignmentMessages.startDateRequired);
var dueDateSchema = z11.string().refine(isIsoDate, assignmentMessages.dueDateInvalid).nullable();
var percentageSchema = z11.number({ error: assignmentMessages.percentage }).min(0, assignmentMessages.percentage).max(100, assignmentMessages.percentage).refine(hasAtMostOneDecimal, assignmentMessages.percentageStep).nullable();
var pointsSchema = z11.number({ error: assignmentMessages.points }).min(0, assignmentMessages.points).max(1e5, assignmentMessages.pointsTooHigh).refine(hasAtMostOneDecimal, assignmentMessages.pointsStep).nullable();
var classIdSchema = z11.string({ error: assignmentMessages.classRequired }).min(1, assignmentMessages.classRequired).max(64);
var categorySchema = z11.string().trim().max(MAX_CATEGORY_LENGTH, gradingMessages2.categoryTooLong).transform((v) => v === "" ? null : v).nullable();
var editableFields = {
  assignmentName: nameSchema2,
  description: descriptionSchema.optional(),
  assignmentDate: startDateSchema,
  dueDate: dueDateSchema.optional(),
  status: assignmentStatusSchema.optional(),
  gradePercentage: percentageSchema.optional(),
  earnedPoints: pointsSchema.optional(),
  maxPoints: pointsSchema.optional(),
  category: categorySchema.optional()
};
var createAssignmentSchema = z11.object({ classId: classIdSchema, ...editableFields });
var updateAssignmentSchema = z11.object({
  classId: classIdSchema.optional(),
  ...editableFields,
  assignmentName: nameSchema2.optional(),
  assignmentDate: startDateSchema.optional()
});
var assignmentSchema = z11.object({
  id: z11.string(),
  classId: z11.string(),
  assignmentName: z11.string(),
  description: z11.string().nullable(),
  assignmentDate: z11.string(),
  dueDate: z11.string().nullable(),
  status: assignmentStatusSchema,
  gradePercentage: z11.number().nullable(),
  earnedPoints: z11.number().nullable(),
  maxPoints: z11.number().nullable(),
  /** One of the class's grading categories, or null. */
  category: z11.string().nullable(),
  createdAt: z11.string()
});
var gradebookClassSchema = z11.object({
  id: z11.string(),
  title: z11.string(),
  emoji: z11.string(),
  /**
   * Rounded mean of the graded completed assignments (weighted by category when the class has categories:
   * `classGrade`); null when none counts.
   */
  average: z11.number().nullable(),
  /** The class's grading categories (empty: every graded assignment counts the same). */
  weights: z11.array(z11.object({ category: z11.string(), weight: z11.number() })),
  /** Graded assignments left out of a weighted average for lack of a category. */
  uncounted: z11.number().int(),
  assignments: z11.array(assignmentSchema)
});
var assignmentsOverviewSchema = z11.object({ classes: z11.array(gradebookClassSchema) });

// src/server/features/assignments/assignments.repository.ts
var OVERVIEW_CLASS_LIMIT = 200;
var OVERVIEW_ASSIGNMENT_LIMIT = 5e3;
function listClasses(db, child) {
  return db.selectFrom("classes as c").innerJoin("classStudents as cs", "cs.classId", "c.id").select(["c.id", "c.title", "c.emoji"]).where("c.userId", "=", child.userId).where("cs.userId", "=", child.userId).where("cs.studentId", "=", child.studentId).orderBy("c.createdAt", "desc").orderBy("c.id", "desc").limit(OVERVIEW_CLASS_LIMIT).execute();
}
async function isEnrolled(db, child, classId) {
  const row = await db.selectFrom("classStudents as cs").innerJoin("classes as c", "c.id", "cs.classId").select("cs.classId").where("cs.userId", "=", child.userId).where("cs.studentId", "=", child.studentId).where("cs.classId", "=", classId).where("c.userId", "=", child.userId).executeTakeFirst();
  return row !== void 0;
}
async function countInClass(db, child, classId) {
  const row = await db.selectFrom("assignments").select((eb) => eb.fn.countAll().as("n")).where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("classId", "=", classId).executeTakeFirstOrThrow();
  return Number(row.n);
}
async function listWeights(db, child) {
  const rows2 = await db.selectFrom("classGradeWeights as w").innerJoin("classStudents as cs", "cs.classId", "w.classId").select(["w.classId", "w.category", "w.weight"]).where("w.userId", "=", child.userId).where("cs.userId", "=", child.userId).where("cs.studentId", "=", child.studentId).orderBy("w.classId").orderBy("w.createdAt").orderBy("w.weight", "desc").orderBy("w.category").limit(OVERVIEW_CLASS_LIMIT * 10).execute();
  return rows2.map((r) => ({ ...r, weight: Number(r.weight) }));
}
async function classCategories(db, userId, classId) {
  const rows2 = await db.selectFrom("classGradeWeights").select("category").where("userId", "=", userId).where("classId", "=", classId).execute();
  return rows2.map((r) => r.category);
}
async function listAssignments(db, child) {
  const rows2 = await db.selectFrom("assignments").select(ASSIGNMENT_COLUMNS).where("userId", "=", child.userId).where("studentId", "=", child.studentId).orderBy("createdAt", "desc").orderBy("id", "desc").limit(OVERVIEW_ASSIGNMENT_LIMIT).execute();
  return rows2.map(toAssignment);
}
async function findAssignment(db, child, id3) {
  const row = await db.selectFrom("assignments").select(ASSIGNMENT_COLUMNS).where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("id", "=", id3).executeTakeFirst();
  return row ? toAssignment(row) : null;
}
async function insertAssignment(db, child, values) {
  const now = (/* @__PURE__ */ new Date()).toISOString();
  const row = await db.insertInto("assignments").values({
    id: crypto.randomUUID(),
    userId: child.userId,
    studentId: child.studentId,
    ...values,
    createdAt: now,
    updatedAt: now
  }).returning(ASSIGNMENT_COLUMNS).executeTakeFirstOrThrow();
  return toAssignment(row);
}
async function updateAssignment(db, child, id3, values) {
  const row = await db.updateTable("assignments").set({ ...values, updatedAt: (/* @__PURE__ */ new Date()).toISOString() }).where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("id", "=", id3).returning(ASSIGNMENT_COLUMNS).executeTakeFirst();
  return row ? toAssignment(row) : null;
}
async function deleteAssignment(db, child, id3) {
  const result = await db.deleteFrom("assignments").where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("id", "=", id3).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// src/server/features/assignments/assignments.service.ts
var assignmentNotFound = () => notFound(assignmentMessages.notFound);
var classNotFound = () => notFound(assignmentMessages.classNotFound);
var createDefaults = (assignmentDate) => ({
  assignmentDate,
  status: "completed",
  dueDate: null,
  gradePercentage: null,
  earnedPoints: null,
  maxPoints: null
});
function resolve(current, patch) {
  const result = applyGradingRules(current, patch);
  if (!result.ok) throw validationFailed(result.message, { [result.field]: result.message });
  return result.value;
}
async function checkedCategory(trx, userId, classId, category) {
  if (category === null) return null;
  if (!(await classCategories(trx, userId, classId)).includes(category)) {
    throw validationFailed(gradingMessages2.categoryNotOfClass, {
      category: gradingMessages2.categoryNotOfClass
    });
  }
  return category;
}
function assignmentsService(deps) {
  const { db, game, bus } = deps;
  async function syncXp(trx, child, a) {
    const completed = a.status === "completed";
    const highGrade = completed && a.gradePercentage != null && a.gradePercentage >= HIGH_GRADE;
    let delta = 0;
    delta += completed ? await game.award(trx, child, "assignment", a.id, XP_REWARDS.assignment) : -await game.revoke(trx, child, "assignment", a.id);
    delta += highGrade ? await game.award(trx, child, "assignment-grade", a.id, XP_REWARDS.assignmentHighGrade) : -await game.revoke(trx, child, "assignment-grade", a.id);
    return delta;
  }
  function announce(child, xpDelta) {
    const kinds = ["assignments"];
    if (xpDelta !== 0) kinds.push("xp");
    bus.publishChild(child, ...kinds);
  }
  return {
    /**
     * Every class the child is enrolled in with the child's assignments (newest first) and average: the grades
     * page in one read. Assignments of a class the child has left stay stored but are not shown.
     */
    async overview(child) {
      const [classes, assignments, weights] = await Promise.all([
        listClasses(db, child),
        listAssignments(db, child),
        listWeights(db, child)
      ]);
      const byClass = new Map(classes.map((c) => [c.id, []]));
      for (const a of assignments) byClass.get(a.classId)?.push(a);
      const weightsOf2 = /* @__PURE__ */ new Map();
      for (const { classId, category, weight } of weights) {
        const list = weightsOf2.get(classId) ?? [];
        list.push({ category, weight });
        weightsOf2.set(classId, list);
      }
      return {
        classes: classes.map((c) => {
          const list = byClass.get(c.id) ?? [];
          const classWeights = weightsOf2.get(c.id) ?? [];
          const grade = classGrade(list, classWeights);
          return {
            ...c,
            average: grade.average,
            weights: classWeights,
            uncounted: grade.uncounted,
            assignments: list
          };
        })
      };
    },
    async create(child, input) {
      const { classId, assignmentName, description, category, ...gradingPatch } = input;
      const fields2 = resolve(createDefaults(input.assignmentDate), gradingPatch);
      const { row, xp } = await db.transaction().execute(async (trx) => {
        if (!await isEnrolled(trx, child, classId)) throw classNotFound();
        const checked = await checkedCategory(trx, child.userId, classId, category ?? null);
        if (await countInClass(trx, child, classId) >= MAX_ASSIGNMENTS_PER_CLASS) {
          throw new AppError("CONFLICT", assignmentMessages.classAssignmentLimit);
        }
        const row2 = await insertAssignment(trx, child, {
          classId,
          assignmentName,
          description: description ?? null,
          category: checked,
          ...fields2
        });
        return { row: row2, xp: await syncXp(trx, child, row2) };
      });
      announce(child, xp);
      return row;
    },
    async update(child, id3, input) {
      const { row, xp } = await db.transaction().execute(async (trx) => {
        const current = await findAssignment(trx, child, id3);
        if (!current) throw assignmentNotFound();
        const { classId, assignmentName, description, category, ...gradingPatch } = input;
        const fields2 = resolve(current, gradingPatch);
        const movesClass = classId !== void 0 && classId !== current.classId;
        if (movesClass) {
          if (!await isEnrolled(trx, child, classId)) throw classNotFound();
          if (await countInClass(trx, child, classId) >= MAX_ASSIGNMENTS_PER_CLASS) {
            throw new AppError("CONFLICT", assignmentMessages.classAssignmentLimit);
          }
        }
        const targetClass = classId ?? current.classId;
        let nextCategory = category !== void 0 ? category : current.category;
        if (category === void 0 && movesClass && nextCategory !== null) {
          const names = await classCategories(trx, child.userId, targetClass);
          if (!names.includes(nextCategory)) nextCategory = null;
        } else if (category !== void 0) {
          nextCategory = await checkedCategory(trx, child.userId, targetClass, category);
        }
        const row2 = await updateAssignment(trx, child, id3, {
          classId: targetClass,
          assignmentName: assignmentName ?? current.assignmentName,
          description: description !== void 0 ? description : current.description,
          category: nextCategory,
          ...fields2
        });
        if (!row2) throw assignmentNotFound();
        return { row: row2, xp: await syncXp(trx, child, row2) };
      });
      announce(child, xp);
      return row;
    },
    /** Deleting keeps the xp the assignment earned (DESIGN.md §5). */
    async remove(child, id3) {
      if (!await deleteAssignment(db, child, id3)) throw assignmentNotFound();
      bus.publishChild(child, "assignments");
    }
  };
}

// src/server/features/assignments/assignments.routes.ts
function registerAssignmentsRoutes(app2, deps) {
  const r = app2.withTypeProvider();
  const service = assignmentsService(deps);
  const tags = ["assignments"];
  const scope = { onRequest: app2.requireUser, preHandler: app2.requireChild };
  r.get(
    "/api/students/:studentId/assignments/overview",
    { ...scope, schema: { tags, params: studentParamsSchema, response: { 200: assignmentsOverviewSchema } } },
    async (req) => service.overview(req.child)
  );
  r.post(
    "/api/students/:studentId/assignments",
    {
      ...scope,
      schema: {
        tags,
        params: studentParamsSchema,
        body: createAssignmentSchema,
        response: { 201: assignmentSchema }
      }
    },
    async (req, reply) => reply.status(201).send(await service.create(req.child, req.body))
  );
  r.patch(
    "/api/students/:studentId/assignments/:id",
    {
      ...scope,
      schema: {
        tags,
        params: studentItemParamsSchema,
        body: updateAssignmentSchema,
        response: { 200: assignmentSchema }
      }
    },
    async (req) => service.update(req.child, req.params.id, req.body)
  );
  r.delete(
    "/api/students/:studentId/assignments/:id",
    { ...scope, schema: { tags, params: studentItemParamsSchema } },
    async (req, reply) => {
      await service.remove(req.child, req.params.id);
      return reply.status(204).send();
    }
  );
}

// src/server/features/attendance/attendance.routes.ts
import { z as z13 } from "zod";

// src/shared/schemas/attendance.ts
import { z as z12 } from "zod";

// src/shared/domain/attendance.ts
var ATTENDANCE_MAX_DATES = 366;
var ATTENDANCE_MAX_RANGE_DAYS = 366;
function lastMarkableDate(today) {
  return addDaysIso(today, 1);
}
function isMarkableDate(date, today) {
  return date <= lastMarkableDate(today);
}
function rangeLengthDays(from, to) {
  return daysBetween(from, to) + 1;
}
function attendanceWeek(today) {
  const from = mondayOf(today);
  return { from, to: addDaysIso(from, 6) };
}
function attendanceRatePercent(present, recorded) {
  if (recorded <= 0) return 0;
  return Math.round(present / recorded * 100);
}
function toAttendanceSummary(counts) {
  return { ...counts, ratePercent: attendanceRatePercent(counts.overallPresent, counts.overallRecorded) };
}

// src/shared/messages/attendance.ts
var attendanceMessages = {
  afterTomorrow: "Attendance can only be marked up to tomorrow.",
  loginToView: "You must be logged in to view attendance",
  loginToMark: "You must be logged in to mark attendance",
  status: "Status must be 'present', 'absent' or 'none'.",
  startDate: "Please provide a valid start date (yyyy-MM-dd).",
  endDate: "Please provide a valid end date (yyyy-MM-dd).",
  startAfterEnd: "The start date must not be after the end date.",
  rangeTooLong: (maxDays) => `Please request at most ${maxDays} days at a time.`,
  invalidDates: "Please choose valid dates (yyyy-MM-dd).",
  noDates: "Please choose at least one date.",
  tooManyDates: (max) => `Please choose at most ${max} dates at a time.`,
  repeatedDate: "Each date may appear only once.",
  noChildren: "Please choose at least one child.",
  tooManyChildren: (max) => `Please choose at most ${max} children at a time.`,
  repeatedChild: "Each child may appear only once."
};

// src/shared/schemas/attendance.ts
var isoDate2 = (message) => z12.string({ message }).refine(isIsoDate, { message });
var attendanceStatusSchema = z12.enum(["present", "absent", "none"], { message: attendanceMessages.status });
var attendanceRecordSchema = z12.object({
  id: z12.string(),
  /** The child the day is recorded for. */
  studentId: z12.string(),
  date: z12.string(),
  present: z12.boolean()
});
var attendanceRangeQuerySchema = z12.object({
  from: isoDate2(attendanceMessages.startDate),
  to: isoDate2(attendanceMessages.endDate)
}).refine((q) => q.from <= q.to, { message: attendanceMessages.startAfterEnd, path: ["to"] }).refine((q) => rangeLengthDays(q.from, q.to) <= ATTENDANCE_MAX_RANGE_DAYS, {
  message: attendanceMessages.rangeTooLong(ATTENDANCE_MAX_RANGE_DAYS),
  path: ["to"]
});
var markAttendanceSchema = z12.object({
  studentIds: z12.array(studentIdSchema, { message: attendanceMessages.noChildren }).min(1, attendanceMessages.noChildren).max(MAX_CHILDREN, attendanceMessages.tooManyChildren(MAX_CHILDREN)).refine((ids) => new Set(ids).size === ids.length, { message: attendanceMessages.repeatedChild }),
  dates: z12.array(isoDate2(attendanceMessages.invalidDates), { message: attendanceMessages.noDates }).min(1, attendanceMessages.noDates).max(ATTENDANCE_MAX_DATES, attendanceMessages.tooManyDates(ATTENDANCE_MAX_DATES)).refine((dates) => new Set(dates).size === dates.length, { message: attendanceMessages.repeatedDate }),
  status: attendanceStatusSchema
});
var markAttendanceResultSchema = z12.object({
  status: attendanceStatusSchema,
  /** Rows now stored for the marked dates, every child's (empty when clearing). */
  records: z12.array(attendanceRecordSchema),
  /** Days marked, or days cleared (distinct dates, however many children): the toast's 'N day(s)'. */
  count: z12.number().int(),
  /** Net xp change of this request over every child (positive when days became present, negative when un-marked). */
  xpChange: z12.number().int()
});
var attendanceSummarySchema = z12.object({
  weekPresent: z12.number().int(),
  weekRecorded: z12.number().int(),
  overallPresent: z12.number().int(),
  overallRecorded: z12.number().int(),
  ratePercent: z12.number().int()
});

// src/server/features/attendance/attendance.repository.ts
import { sql as sql5 } from "kysely";
var RECORD_COLUMNS = ["id", "studentId", "date", "present"];
async function findInRange(db, child, from, to) {
  const rows2 = await db.selectFrom("attendance").select(RECORD_COLUMNS).where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("date", ">=", from).where("date", "<=", to).orderBy("date", "desc").execute();
  return rows2.map(toAttendanceRecord);
}
async function familyChildIds(db, userId, ids) {
  const rows2 = await db.selectFrom("students").select("id").where("userId", "=", userId).where("id", "in", ids).execute();
  return new Set(rows2.map((r) => r.id));
}
async function upsertDates(db, child, dates, present) {
  const now = (/* @__PURE__ */ new Date()).toISOString();
  const rows2 = await db.insertInto("attendance").values(
    dates.map(
      (date) => toAttendanceRow(child.userId, {
        id: crypto.randomUUID(),
        studentId: child.studentId,
        date,
        present,
        createdAt: now,
        updatedAt: now
      })
    )
  ).onConflict(
    (oc) => oc.columns(["userId", "studentId", "date"]).doUpdateSet((eb) => ({
      present: eb.ref("excluded.present"),
      updatedAt: eb.ref("excluded.updatedAt")
    }))
  ).returning(RECORD_COLUMNS).execute();
  return rows2.map(toAttendanceRecord).sort((a, b) => a.date.localeCompare(b.date));
}
async function insertDateUnlessMarked(db, child, date, present) {
  const now = (/* @__PURE__ */ new Date()).toISOString();
  const row = await db.insertInto("attendance").values(
    toAttendanceRow(child.userId, {
      id: crypto.randomUUID(),
      studentId: child.studentId,
      date,
      present,
      createdAt: now,
      updatedAt: now
    })
  ).onConflict((oc) => oc.columns(["userId", "studentId", "date"]).doNothing()).returning("id").executeTakeFirst();
  return row !== void 0;
}
async function deleteDates(db, child, dates) {
  const rows2 = await db.deleteFrom("attendance").where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("date", "in", dates).returning(RECORD_COLUMNS).execute();
  return rows2.map(toAttendanceRecord);
}
function attendanceCountsQuery(db, userId, weekFrom, weekTo) {
  const date = sql5.ref("date");
  const inWeek = sql5`${date} >= ${weekFrom} and ${date} <= ${weekTo}`;
  return db.selectFrom("attendance").select([
    sql5`cast(count(*) as integer)`.as("overallRecorded"),
    sql5`cast(coalesce(sum(present), 0) as integer)`.as("overallPresent"),
    sql5`cast(coalesce(sum(case when ${inWeek} then 1 else 0 end), 0) as integer)`.as(
      "weekRecorded"
    ),
    sql5`cast(coalesce(sum(case when ${inWeek} then present else 0 end), 0) as integer)`.as(
      "weekPresent"
    )
  ]).where("userId", "=", userId);
}
var attendanceCounts = prepared(
  (db, p) => attendanceCountsQuery(db, p.userId, p.weekFrom, p.weekTo).where("studentId", "=", p.studentId)
);
async function countAttendance(db, child, weekFrom, weekTo) {
  return toAttendanceCounts(
    await attendanceCounts.executeTakeFirst(db, {
      userId: child.userId,
      studentId: child.studentId,
      weekFrom,
      weekTo
    })
  );
}
function toAttendanceCounts(row) {
  return {
    weekPresent: Number(row?.weekPresent ?? 0),
    weekRecorded: Number(row?.weekRecorded ?? 0),
    overallPresent: Number(row?.overallPresent ?? 0),
    overallRecorded: Number(row?.overallRecorded ?? 0)
  };
}

// src/server/features/attendance/attendance.service.ts
function attendanceService(deps) {
  const { db, bus, profiles, game } = deps;
  const todayFor = async (userId) => todayIn((await profiles.get(userId)).settings.timezone);
  const syncDayXp = async (trx, child, date, present) => present ? game.award(trx, child, "attendance", date, XP_REWARDS.attendance) : -await game.revoke(trx, child, "attendance", date);
  return {
    list: (child, range) => findInRange(db, child, range.from, range.to),
    async mark(userId, input) {
      const today = await todayFor(userId);
      if (input.dates.some((date) => !isMarkableDate(date, today))) {
        throw validationFailed(attendanceMessages.afterTomorrow, { dates: attendanceMessages.afterTomorrow });
      }
      const dates = [...input.dates].sort();
      const children = [...input.studentIds].sort().map((studentId) => ({ userId, studentId }));
      const changed = /* @__PURE__ */ new Map();
      const result = await db.transaction().execute(async (trx) => {
        const family = await familyChildIds(trx, userId, input.studentIds);
        if (children.some((c) => !family.has(c.studentId))) throw notFound();
        let xpChange = 0;
        if (input.status === "none") {
          const clearedDates = /* @__PURE__ */ new Set();
          for (const child of children) {
            const deleted = await deleteDates(trx, child, dates);
            let childXp = 0;
            for (const record of deleted) {
              clearedDates.add(record.date);
              if (record.present) childXp -= await game.revoke(trx, child, "attendance", record.date);
            }
            if (deleted.length > 0) changed.set(child.studentId, childXp);
            xpChange += childXp;
          }
          return { status: input.status, records: [], count: clearedDates.size, xpChange };
        }
        const present = input.status === "present";
        const records = [];
        for (const child of children) {
          records.push(...await upsertDates(trx, child, dates, present));
          let childXp = 0;
          for (const date of dates) childXp += await syncDayXp(trx, child, date, present);
          changed.set(child.studentId, childXp);
          xpChange += childXp;
        }
        return { status: input.status, records, count: dates.length, xpChange };
      });
      for (const [studentId, xp] of changed) {
        bus.publishChild(
          { userId, studentId },
          ...xp !== 0 ? ["attendance", "xp"] : ["attendance"]
        );
      }
      return result;
    },
    /**
     * Marks the child present on `date` unless the day is marked already (present, or absent: an absence
     * stays), inside the caller's transaction, with the xp marking present gives. Completing a lesson does
     * this. The caller announces 'attendance' (and 'xp') after its commit when the day was marked.
     */
    async markPresentUnlessMarked(trx, child, date) {
      if (!await insertDateUnlessMarked(trx, child, date, true)) return { marked: false, xpChange: 0 };
      return { marked: true, xpChange: await syncDayXp(trx, child, date, true) };
    },
    /** The dashboard's attendance numbers: this week (Monday start) and the overall rate, in one query. */
    async summary(child, today) {
      const week = attendanceWeek(today ?? await todayFor(child.userId));
      return toAttendanceSummary(await countAttendance(db, child, week.from, week.to));
    }
  };
}

// src/server/features/attendance/attendance.routes.ts
function registerAttendanceRoutes(app2, deps) {
  const r = app2.withTypeProvider();
  const service = attendanceService(deps);
  const signedIn = (message) => async (req) => {
    try {
      await app2.requireUser(req);
    } catch (err) {
      if (err instanceof AppError && err.code === "UNAUTHENTICATED")
        throw new AppError("UNAUTHENTICATED", message);
      throw err;
    }
  };
  r.get(
    "/api/students/:studentId/attendance",
    {
      preValidation: signedIn(attendanceMessages.loginToView),
      preHandler: app2.requireChild,
      schema: {
        tags: ["attendance"],
        summary: "The child's attendance records between two dates (inclusive, at most 366 days), newest first",
        params: studentParamsSchema,
        querystring: attendanceRangeQuerySchema,
        response: { 200: z13.array(attendanceRecordSchema) }
      }
    },
    async (req) => service.list(req.child, req.query)
  );
  r.put(
    "/api/attendance",
    {
      preValidation: signedIn(attendanceMessages.loginToMark),
      schema: {
        tags: ["attendance"],
        summary: "Mark dates present or absent, or clear them ('none'), for one or several children in one transaction",
        body: markAttendanceSchema,
        response: { 200: markAttendanceResultSchema }
      }
    },
    async (req) => service.mark(req.user.id, req.body)
  );
  r.get(
    "/api/students/:studentId/attendance/summary",
    {
      preValidation: signedIn(attendanceMessages.loginToView),
      preHandler: app2.requireChild,
      schema: {
        tags: ["attendance"],
        summary: "The child's present / recorded days this week (Monday start) and overall attendance rate",
        params: studentParamsSchema,
        response: { 200: attendanceSummarySchema }
      }
    },
    async (req) => service.summary(req.child)
  );
}

// src/shared/schemas/list-items.ts
import { z as z14 } from "zod";

// src/shared/messages/list-items.ts
var listItemMessages = {
  titleRequired: "Please enter a title.",
  titleTooLong: (max) => `The title can be at most ${max} characters.`,
  priority: "Please choose a priority: high, medium or low.",
  completed: "Please say whether the item is completed (true or false)."
};

// src/shared/schemas/list-items.ts
var PRIORITIES = ["high", "medium", "low"];
var DEFAULT_PRIORITY = "medium";
var LIST_TITLE_MAX = 500;
var LIST_LIMIT = 500;
var prioritySchema = z14.enum(PRIORITIES, { error: listItemMessages.priority });
var newListItemSchema = z14.object({
  title: z14.string({ error: listItemMessages.titleRequired }).trim().min(1, listItemMessages.titleRequired).max(LIST_TITLE_MAX, listItemMessages.titleTooLong(LIST_TITLE_MAX)),
  priority: prioritySchema.default(DEFAULT_PRIORITY)
});
var listItemPatchSchema = z14.object({
  completed: z14.boolean({ error: listItemMessages.completed })
});
var listItemSchema = z14.object({
  id: z14.string(),
  title: z14.string(),
  priority: prioritySchema,
  completed: z14.boolean(),
  completedAt: z14.string().nullable(),
  createdAt: z14.string()
});
var datedListItemSchema = listItemSchema.extend({ createdDate: z14.string() });
var bucketListSchema = z14.object({ items: z14.array(datedListItemSchema) });
var learnListSchema = z14.object({ items: z14.array(listItemSchema) });

// src/server/features/list-items/list-item-routes.ts
function registerListItemWriteRoutes(app2, opts) {
  const r = app2.withTypeProvider();
  const { base, tag, service, itemSchema } = opts;
  const scoped = { onRequest: app2.requireUser, preHandler: app2.requireChild };
  r.post(
    base,
    {
      ...scoped,
      schema: {
        tags: [tag],
        params: studentParamsSchema,
        body: newListItemSchema,
        response: { 201: itemSchema }
      }
    },
    async (req, reply) => reply.status(201).send(await service.create(req.child, req.body))
  );
  r.patch(
    `${base}/:id`,
    {
      ...scoped,
      schema: {
        tags: [tag],
        params: studentItemParamsSchema,
        body: listItemPatchSchema,
        response: { 200: itemSchema }
      }
    },
    async (req) => service.setCompleted(req.child, req.params.id, req.body.completed)
  );
  r.delete(
    `${base}/:id`,
    { ...scoped, schema: { tags: [tag], params: studentItemParamsSchema } },
    async (req, reply) => {
      await service.remove(req.child, req.params.id);
      return reply.status(204).send();
    }
  );
}

// src/server/features/list-items/list-items.repository.ts
var LIST_TABLES = {
  tasks: { table: "tasks", dated: true },
  bucketListItems: { table: "bucketListItems", dated: true },
  learnListItems: { table: "learnListItems", dated: false }
};
var itemsOf = (db) => db;
var tableOf = (info) => info.table;
function toItem(row, info) {
  const selected = row;
  return info.dated ? fromDatedItemRow(selected) : fromItemRow(selected);
}
var columns = (info) => [
  "id",
  "studentId",
  "title",
  "priority",
  "completed",
  "completedAt",
  "createdAt",
  ...info.dated ? ["createdDate"] : []
];
async function findItems(db, info, child, filter) {
  const shape = { byDate: filter.createdDate !== void 0, byCompleted: filter.completed !== void 0 };
  const rows2 = await findItemsQuery(info, shape).execute(db, {
    userId: child.userId,
    studentId: child.studentId,
    createdDate: filter.createdDate ?? "",
    completed: filter.completed ? 1 : 0,
    limit: filter.limit
  });
  return rows2.map((row) => toItem(row, info));
}
function itemsQuery(db, info, shape, v) {
  let q = itemsOf(db).selectFrom(tableOf(info)).select([...columns(info)]).where("userId", "=", v.userId).where("studentId", "=", v.studentId);
  if (shape.byDate) q = q.where("createdDate", "=", v.createdDate);
  if (shape.byCompleted) q = q.where("completed", "=", v.completed);
  return q.orderBy("completed", "asc").orderBy("createdAt", "desc").orderBy("id", "asc").limit(v.limit);
}
var findItemsQueries = /* @__PURE__ */ new Map();
function findItemsQuery(info, shape) {
  const key = `${info.table}:${info.dated}:${shape.byDate}:${shape.byCompleted}`;
  let query = findItemsQueries.get(key);
  if (!query) findItemsQueries.set(key, query = prepareFindItems(info, shape));
  return query;
}
function prepareFindItems(info, shape) {
  return prepared((db, p) => itemsQuery(db, info, shape, p));
}
async function countItems(db, info, child, filter) {
  let q = itemsOf(db).selectFrom(tableOf(info)).select((eb) => eb.fn.countAll().as("n")).where("userId", "=", child.userId).where("studentId", "=", child.studentId);
  if (filter.createdDate !== void 0) q = q.where("createdDate", "=", filter.createdDate);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}
function perTable(build) {
  const queries = /* @__PURE__ */ new Map();
  return (info) => {
    let query = queries.get(info.table);
    if (!query)
      queries.set(
        info.table,
        query = prepared((db, p) => build(itemsOf(db), info, p))
      );
    return query;
  };
}
var itemById = perTable(
  (db, info, p) => db.selectFrom(tableOf(info)).select([...columns(info)]).where("userId", "=", p.userId).where("studentId", "=", p.studentId).where("id", "=", p.id)
);
async function findItem(db, info, child, id3) {
  const row = await itemById(info).executeTakeFirst(db, {
    userId: child.userId,
    studentId: child.studentId,
    id: id3
  });
  return row ? toItem(row, info) : null;
}
var completion = perTable(
  (db, info, p) => db.updateTable(tableOf(info)).set({ completed: p.completed, completedAt: p.completedAt }).where("userId", "=", p.userId).where("studentId", "=", p.studentId).where("id", "=", p.id).where("completed", "<>", p.completed).returning([...columns(info)])
);
async function changeCompletion(db, info, child, id3, completedAt) {
  const row = await completion(info).executeTakeFirst(db, {
    userId: child.userId,
    studentId: child.studentId,
    id: id3,
    completed: completedAt === null ? 0 : 1,
    completedAt
  });
  return row ? toItem(row, info) : null;
}
async function insertItems(db, info, child, items) {
  if (items.length === 0) return [];
  const rows2 = items.map((item) => ({
    id: crypto.randomUUID(),
    userId: child.userId,
    studentId: child.studentId,
    title: item.title,
    priority: item.priority,
    completed: 0,
    completedAt: null,
    createdAt: item.createdAt,
    ...info.dated ? { createdDate: item.createdDate } : {}
  }));
  await itemsOf(db).insertInto(tableOf(info)).values(rows2).execute();
  return rows2.map((row) => toItem(row, info));
}
async function deleteItem(db, info, child, id3) {
  const result = await itemsOf(db).deleteFrom(tableOf(info)).where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("id", "=", id3).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// src/server/features/list-items/list-items.service.ts
var apiItem = ({ studentId: _studentId, ...item }) => item;
function listItemsService(deps, kind, opts = {}) {
  const now = opts.now ?? (() => /* @__PURE__ */ new Date());
  return {
    now,
    /** Today's 'yyyy-MM-dd' in the family's timezone (read unless the caller knows it), by this service's clock. */
    async today(userId, timezone) {
      return todayIn(timezone ?? (await deps.profiles.get(userId)).settings.timezone, now());
    },
    /** The child's items (bounded), incomplete first, then newest first. */
    list: (child, filter = {}, db = deps.db) => findItems(db, kind, child, { limit: LIST_LIMIT, ...filter }),
    count: (child, filter, db = deps.db) => countItems(db, kind, child, filter),
    /** Inserts without publishing: for callers that run inside their own transaction. */
    insert: (db, child, items) => insertItems(db, kind, child, items),
    async create(child, input) {
      const createdDate = kind.dated ? await this.today(child.userId) : void 0;
      const [item] = await insertItems(deps.db, kind, child, [
        { title: input.title, priority: input.priority, createdDate, createdAt: now().toISOString() }
      ]);
      deps.bus.publishChild(child, kind.busKind);
      return item;
    },
    /** Completes or re-opens the child's item and moves the child's xp in the same transaction. Another child's id: 404. */
    async setCompleted(child, id3, completed) {
      const { item, changed, xpChanged } = await deps.db.transaction().execute(async (trx) => {
        const updated = await changeCompletion(
          trx,
          kind,
          child,
          id3,
          completed ? now().toISOString() : null
        );
        if (!updated) {
          const current = await findItem(trx, kind, child, id3);
          if (!current) throw notFound();
          return { item: current, changed: false, xpChanged: false };
        }
        const delta = completed ? await deps.game.award(trx, child, kind.xp.kind, id3, kind.xp.reward) : await deps.game.revoke(trx, child, kind.xp.kind, id3);
        return { item: updated, changed: true, xpChanged: delta !== 0 };
      });
      if (xpChanged) deps.bus.publishChild(child, kind.busKind, "xp");
      else if (changed) deps.bus.publishChild(child, kind.busKind);
      return item;
    },
    /** Deletes the child's item; xp it earned stays earned (DESIGN.md §5). Another child's id: 404. */
    async remove(child, id3) {
      const deleted = await deleteItem(deps.db, kind, child, id3);
      if (!deleted) throw notFound();
      deps.bus.publishChild(child, kind.busKind);
    }
  };
}

// src/server/features/bucket-list/bucket-list.service.ts
var asGoal = (item) => ({ ...apiItem(item), createdDate: item.createdDate });
function bucketListService(deps, opts = {}) {
  const items = listItemsService(
    deps,
    {
      ...LIST_TABLES.bucketListItems,
      busKind: "bucket-list",
      xp: { kind: "bucket", reward: XP_REWARDS.bucket }
    },
    opts
  );
  return {
    list: async (child) => ({
      items: (await items.list(child)).map(asGoal)
    }),
    create: async (child, input) => asGoal(await items.create(child, input)),
    setCompleted: async (child, id3, completed) => asGoal(await items.setCompleted(child, id3, completed)),
    remove: (child, id3) => items.remove(child, id3)
  };
}

// src/server/features/bucket-list/bucket-list.routes.ts
function registerBucketListRoutes(app2, deps) {
  const service = bucketListService(deps);
  app2.withTypeProvider().get(
    "/api/students/:studentId/bucket-list",
    {
      onRequest: app2.requireUser,
      preHandler: app2.requireChild,
      schema: { tags: ["bucket-list"], params: studentParamsSchema, response: { 200: bucketListSchema } }
    },
    async (req) => service.list(req.child)
  );
  registerListItemWriteRoutes(app2, {
    base: "/api/students/:studentId/bucket-list",
    tag: "bucket-list",
    service,
    itemSchema: datedListItemSchema
  });
}

// src/shared/schemas/calendar.ts
import { z as z16 } from "zod";

// src/shared/messages/calendar.ts
var eventMessages = {
  titleAndDateRequired: "Please provide a title and date for the event.",
  titleTooLong: "The event title can be at most 200 characters.",
  // The field name in 'The description can be at most 2000 characters.'
  descriptionLabel: "The description",
  notReadBack: "The event could not be read back.",
  invalidDate: "Please choose a valid date.",
  invalidTime: "Please choose a valid time.",
  invalidRange: "Please ask for a valid date range (from and to as yyyy-MM-dd, from not after to).",
  rangeTooLong: (maxDays) => `The date range can span at most ${maxDays} days.`,
  notFound: "Event not found.",
  classNotFound: "Class not found.",
  childNotFound: "Child not found.",
  added: "Event Added",
  addedText: (title2) => `${title2} has been added to your calendar`,
  updated: "Event updated",
  deleted: "Event deleted",
  fetchFailed: "Failed to fetch events",
  addFailed: "Failed to add event",
  updateFailed: "Failed to update event",
  deleteFailed: "Failed to delete event",
  confirmDeleteTitle: "Delete event?",
  confirmDelete: (title2) => `Are you sure you want to delete ${title2}? This action cannot be undone.`
};

// src/shared/schemas/optional-text.ts
import { z as z15 } from "zod";

// src/shared/messages/common.ts
var commonMessages = {
  requestNotValid: "The request is not valid.",
  loadFailed: "Failed to load data",
  tryAgain: "Try again",
  /** Free text over its limit: 'The description can be at most 1000 characters.' */
  textTooLong: (label, max) => `${label} can be at most ${max} characters.`
};

// src/shared/schemas/optional-text.ts
var optionalText = (max, label) => z15.string().trim().max(max, commonMessages.textTooLong(label, max)).nullish().transform((v) => v ? v : null);

// src/shared/domain/class-schedule.ts
var HHMM_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
var TIME_SLOTS = Array.from({ length: 34 }, (_, i) => {
  const minutes2 = 6 * 60 + i * 30;
  return `${String(Math.floor(minutes2 / 60)).padStart(2, "0")}:${String(minutes2 % 60).padStart(2, "0")}`;
});
function isTimeSlot(value) {
  return TIME_SLOTS.includes(value);
}
function isTimeOfDay(value) {
  return HHMM_RE.test(value);
}
function minutesOf(time) {
  const m = HHMM_RE.exec(time);
  if (!m) throw new Error(`Not an HH:MM time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}
function formatTimeOfDay(time, format2 = "12h") {
  const minutes2 = minutesOf(time);
  if (format2 === "24h") return time;
  const h24 = Math.floor(minutes2 / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(minutes2 % 60).padStart(2, "0")} ${h24 < 12 ? "AM" : "PM"}`;
}
function formatClassTimes(start2, end) {
  return `${formatTimeOfDay(start2)} - ${formatTimeOfDay(end)}`;
}
function hoursPerWeek(start2, end, daysOfWeek) {
  const hours = (minutesOf(end) - minutesOf(start2)) / 60 * new Set(daysOfWeek).size;
  return Math.round(hours * 10) / 10;
}
function occurrenceDates(daysOfWeek, from, to, bounds) {
  const start2 = from > bounds.from ? from : bounds.from;
  const end = to < bounds.to ? to : bounds.to;
  const days = new Set(daysOfWeek);
  const dates = [];
  const span = daysBetween(start2, end);
  for (let i = 0; i <= span; i++) {
    const date = addDaysIso(start2, i);
    if (days.has(weekdayOf(date))) dates.push(date);
  }
  return dates;
}

// src/shared/schemas/calendar.ts
var MAX_EVENT_RANGE_DAYS = 62;
var eventFields = {
  title: z16.string({ error: eventMessages.titleAndDateRequired }).trim().min(1, eventMessages.titleAndDateRequired).max(200, eventMessages.titleTooLong),
  date: z16.string({ error: eventMessages.titleAndDateRequired }).min(1, eventMessages.titleAndDateRequired).refine(isIsoDate, eventMessages.invalidDate),
  /** 'HH:MM', optional. */
  time: z16.string().nullish().transform((v) => v ? v : null).refine((v) => v === null || isTimeOfDay(v), eventMessages.invalidTime),
  description: optionalText(2e3, eventMessages.descriptionLabel),
  classId: z16.string().max(64).nullish().transform((v) => v ? v : null),
  /** The child the event is for; null (or left out) for the family's. */
  studentId: z16.string().max(100).nullish().transform((v) => v ? v : null)
};
var eventInputSchema = z16.object(eventFields);
var eventPatchSchema = z16.object(eventFields).partial();
var calendarEventSchema = z16.object({
  id: z16.string(),
  title: z16.string(),
  date: z16.string(),
  time: z16.string().nullable(),
  description: z16.string().nullable(),
  classId: z16.string().nullable(),
  /** The child the event is for; null for the family's (class events always are). */
  studentId: z16.string().nullable(),
  /** True for events generated from a class's schedule (replaced when the class is saved again). */
  generated: z16.boolean(),
  /** The linked class's display details, so the calendar needs one request per month. */
  class: z16.object({ title: z16.string(), emoji: z16.string(), startTime: z16.string(), endTime: z16.string() }).nullable(),
  createdAt: z16.string()
});
var eventRangeQuerySchema = z16.object({
  from: z16.string({ error: eventMessages.invalidRange }),
  to: z16.string({ error: eventMessages.invalidRange })
}).superRefine((q, ctx) => {
  if (!isIsoDate(q.from) || !isIsoDate(q.to) || q.from > q.to) {
    ctx.addIssue({ code: "custom", path: ["from"], message: eventMessages.invalidRange });
  } else if (daysBetween(q.from, q.to) >= MAX_EVENT_RANGE_DAYS) {
    ctx.addIssue({
      code: "custom",
      path: ["to"],
      message: eventMessages.rangeTooLong(MAX_EVENT_RANGE_DAYS)
    });
  }
});
var eventIdParamsSchema = z16.object({ id: z16.string().min(1).max(64) });

// src/server/features/calendar/calendar.service.ts
import { randomUUID as randomUUID2 } from "node:crypto";

// src/server/features/calendar/calendar.repository.ts
var MAX_EVENTS_PER_WINDOW = 5e3;
function baseQuery(db, userId) {
  return db.selectFrom("calendarEvents as e").leftJoin("classes as c", (join) => join.onRef("c.id", "=", "e.classId").on("c.userId", "=", userId)).where("e.userId", "=", userId).select([
    "e.id",
    "e.title",
    "e.eventDate",
    "e.eventTime",
    "e.description",
    "e.classId",
    "e.studentId",
    "e.generated",
    "e.createdAt",
    "c.title as classTitle",
    "c.emoji as classEmoji",
    "c.startTime as classStartTime",
    "c.endTime as classEndTime"
  ]);
}
function toEvent(row) {
  const { eventDate, eventTime, ...event } = fromEventRow(row);
  return {
    ...event,
    date: eventDate,
    time: eventTime,
    class: row.classId && row.classTitle !== null && row.classEmoji !== null && row.classStartTime !== null && row.classEndTime !== null ? {
      title: row.classTitle,
      emoji: row.classEmoji,
      startTime: row.classStartTime,
      endTime: row.classEndTime
    } : null
  };
}
function compareEvents(a, b) {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const at2 = a.time ?? "";
  const bt = b.time ?? "";
  if (at2 !== bt) return at2 < bt ? -1 : 1;
  return a.title.localeCompare(b.title);
}
function eventsInWindowQuery(db, userId, from, to) {
  return baseQuery(db, userId).where("e.eventDate", ">=", from).where("e.eventDate", "<=", to).orderBy("e.eventDate").orderBy("e.id").limit(MAX_EVENTS_PER_WINDOW);
}
var eventsInWindow = prepared(
  (db, p) => eventsInWindowQuery(db, p.userId, p.from, p.to)
);
async function listEvents(db, userId, from, to) {
  return toEvents(await eventsInWindow.execute(db, { userId, from, to }));
}
function toEvents(rows2) {
  return rows2.map(toEvent).sort(compareEvents);
}
var eventById = prepared(
  (db, p) => baseQuery(db, p.userId).where("e.id", "=", p.id)
);
async function findEvent(db, userId, id3) {
  const row = await eventById.executeTakeFirst(db, { userId, id: id3 });
  return row ? toEvent(row) : void 0;
}
async function classExists(db, userId, classId) {
  const row = await db.selectFrom("classes").select("id").where("userId", "=", userId).where("id", "=", classId).executeTakeFirst();
  return row !== void 0;
}
async function childExists(db, userId, studentId) {
  const row = await db.selectFrom("students").select("id").where("userId", "=", userId).where("id", "=", studentId).executeTakeFirst();
  return row !== void 0;
}
async function insertEvent(db, row) {
  await db.insertInto("calendarEvents").values(row).execute();
}
async function updateEvent(db, userId, id3, values) {
  await db.updateTable("calendarEvents").set(values).where("userId", "=", userId).where("id", "=", id3).execute();
}
async function deleteEvent(db, userId, id3) {
  const result = await db.deleteFrom("calendarEvents").where("userId", "=", userId).where("id", "=", id3).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// src/server/features/calendar/calendar.service.ts
function calendarService(deps) {
  const { db } = deps;
  async function checkClass(userId, classId) {
    if (classId && !await classExists(db, userId, classId))
      throw notFound(eventMessages.classNotFound);
  }
  async function checkChild(userId, studentId) {
    if (studentId && !await childExists(db, userId, studentId))
      throw notFound(eventMessages.childNotFound);
  }
  async function read(userId, id3) {
    const event = await findEvent(db, userId, id3);
    if (!event) throw new AppError("INTERNAL", eventMessages.notReadBack);
    return event;
  }
  return {
    list: (userId, from, to) => listEvents(db, userId, from, to),
    async create(userId, input) {
      await checkClass(userId, input.classId);
      await checkChild(userId, input.studentId);
      const id3 = randomUUID2();
      await insertEvent(
        db,
        toEventRow(userId, {
          id: id3,
          title: input.title,
          eventDate: input.date,
          eventTime: input.time,
          description: input.description,
          classId: input.classId,
          studentId: input.studentId,
          generated: false,
          createdAt: (/* @__PURE__ */ new Date()).toISOString()
        })
      );
      deps.bus.publish(userId, "events");
      return read(userId, id3);
    },
    async update(userId, id3, patch) {
      const existing = await findEvent(db, userId, id3);
      if (!existing) throw notFound(eventMessages.notFound);
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v2]) => v2 !== void 0));
      const parsed = eventInputSchema.safeParse({
        title: existing.title,
        date: existing.date,
        time: existing.time,
        description: existing.description,
        classId: existing.classId,
        studentId: existing.studentId,
        ...defined
      });
      if (!parsed.success)
        throw validationFailed(parsed.error.issues[0]?.message ?? eventMessages.titleAndDateRequired);
      const v = parsed.data;
      await checkClass(userId, v.classId);
      await checkChild(userId, v.studentId);
      await updateEvent(db, userId, id3, {
        title: v.title,
        eventDate: v.date,
        eventTime: v.time,
        description: v.description,
        classId: v.classId,
        studentId: v.studentId
      });
      deps.bus.publish(userId, "events");
      return read(userId, id3);
    },
    async remove(userId, id3) {
      if (await deleteEvent(db, userId, id3) === 0) throw notFound(eventMessages.notFound);
      deps.bus.publish(userId, "events");
    }
  };
}

// src/server/features/calendar/calendar.routes.ts
function registerCalendarRoutes(app2, deps) {
  const r = app2.withTypeProvider();
  const service = calendarService(deps);
  const tags = ["calendar"];
  r.get(
    "/api/events",
    {
      onRequest: app2.requireUser,
      schema: { tags, querystring: eventRangeQuerySchema, response: { 200: calendarEventSchema.array() } }
    },
    async (req) => service.list(req.user.id, req.query.from, req.query.to)
  );
  r.post(
    "/api/events",
    {
      onRequest: app2.requireUser,
      schema: { tags, body: eventInputSchema, response: { 201: calendarEventSchema } }
    },
    async (req, reply) => reply.status(201).send(await service.create(req.user.id, req.body))
  );
  r.patch(
    "/api/events/:id",
    {
      onRequest: app2.requireUser,
      schema: {
        tags,
        params: eventIdParamsSchema,
        body: eventPatchSchema,
        response: { 200: calendarEventSchema }
      }
    },
    async (req) => service.update(req.user.id, req.params.id, req.body)
  );
  r.delete(
    "/api/events/:id",
    { onRequest: app2.requireUser, schema: { tags, params: eventIdParamsSchema } },
    async (req, reply) => {
      await service.remove(req.user.id, req.params.id);
      return reply.status(204).send();
    }
  );
}

// src/shared/schemas/calendar-feeds.ts
import { z as z17 } from "zod";
var calendarFeedSchema = z17.object({
  id: z17.string(),
  createdAt: z17.string()
});
var calendarFeedEntrySchema = z17.object({
  /** null: the family's feed. */
  studentId: z17.string().nullable(),
  name: z17.string(),
  feed: calendarFeedSchema.nullable()
});
var calendarFeedListSchema = z17.object({ feeds: calendarFeedEntrySchema.array() });
var calendarFeedInputSchema = z17.strictObject({
  studentId: z17.string().max(100).nullish().transform((v) => v ? v : null)
});
var createdCalendarFeedSchema = z17.object({
  entry: calendarFeedEntrySchema,
  url: z17.string(),
  path: z17.string()
});
var calendarFeedIdParamsSchema = z17.object({ id: z17.string().min(1).max(64) });
var calendarFeedTokenParamsSchema = z17.object({ token: z17.string().max(200) });

// src/server/features/calendar-feed/calendar-feed.service.ts
import { createHash as createHash2, randomBytes, randomUUID as randomUUID3 } from "node:crypto";

// src/shared/domain/calendar-feed.ts
var FEED_DAYS_BACK = 30;
var FEED_DAYS_AHEAD = 180;
function feedWindow(today) {
  return { from: addDaysIso(today, -FEED_DAYS_BACK), to: addDaysIso(today, FEED_DAYS_AHEAD) };
}
function sessionDates(cls, breaks, window) {
  const weekdays = new Set(cls.daysOfWeek);
  if (cls.year) {
    const school = new Set(cls.year.weekdays);
    for (const d of [...weekdays]) if (!school.has(d)) weekdays.delete(d);
  }
  if (weekdays.size === 0) return [];
  const first = [window.from, cls.startDate, cls.year?.startDate].reduce(
    (a, b) => b && b > a ? b : a,
    window.from
  );
  const last = [window.to, cls.endDate, cls.year?.endDate].reduce(
    (a, b) => b && b < a ? b : a,
    window.to
  );
  const dates = [];
  for (let day = first; day <= last; day = addDaysIso(day, 1)) {
    if (!weekdays.has(weekdayOf(day))) continue;
    if (breaks.some((b) => b.startDate <= day && day <= b.endDate)) continue;
    dates.push(day);
  }
  return dates;
}

// src/shared/messages/calendar-feeds.ts
var calendarFeedMessages = {
  heading: "Calendar feed",
  intro: "Subscribe to a secret link in Google Calendar, Apple Calendar or Outlook to see class sessions, lessons as they are planned today, events and due dates. The calendar app picks up changes by itself.",
  family: "Family",
  familyHint: "Everyone: every class, every child\u2019s lessons and due dates",
  childHint: (name) => `${name}\u2019s classes, lessons, events and due dates`,
  notCreated: "Not created",
  createdOn: (date) => `Link created ${date}`,
  shownOnce: "Copy this link now; it is shown once. Regenerate to get a new one (the old link stops working).",
  hiddenLink: "The link was shown once when it was made. Regenerate to get a new one (the old link stops working).",
  linkLabel: (name) => `Calendar link for ${name}`,
  create: "Create link",
  creating: "Creating...",
  copy: "Copy",
  copied: "Link copied",
  copyFallback: "The link is selected: press Ctrl+C (or \u2318C) to copy it.",
  regenerate: "Regenerate",
  regenerating: "Regenerating...",
  turnOff: "Turn off",
  turningOff: "Turning off...",
  confirmRegenerateTitle: "Regenerate the link?",
  confirmRegenerate: "The old link will stop working. Calendars subscribed with it stop updating until you subscribe with the new one.",
  confirmTurnOffTitle: "Turn off this calendar feed?",
  confirmTurnOff: "The link will stop working, and calendars subscribed with it stop updating.",
  created: "Calendar link created",
  regenerated: "Calendar link regenerated: the old link no longer works",
  turnedOff: "Calendar feed turned off",
  createFailed: "Failed to create the calendar link",
  turnOffFailed: "Failed to turn off the calendar feed",
  loadFailed: "Failed to load the calendar feeds",
  notFound: "Calendar feed not found.",
  childNotFound: "Child not found.",
  // The feed itself.
  calendarName: (name) => `Homeschool: ${name}`,
  calendarDescription: "Class sessions, lessons as planned today, events and due dates from Homeschool.",
  lessonTitle: (classTitle, lessonTitle) => `${classTitle}: ${lessonTitle}`,
  dueTitle: (assignment, classTitle) => classTitle ? `Due: ${assignment} (${classTitle})` : `Due: ${assignment}`,
  forChild: (title2, childName) => `${title2} \xB7 ${childName}`,
  forChildren: (names) => `For ${names.join(", ")}`,
  lessonMinutes: (minutes2) => `${minutes2} min`
};

// src/shared/domain/lesson-placement.ts
var OPEN_ENDED_DAYS = 3653;
function placeLessons(input) {
  const queue = input.lessons.filter((l) => !l.completed).map((l) => l.id);
  const weekdays = new Set(input.classWeekdays);
  if (input.year) {
    const school = new Set(input.year.weekdays);
    for (const d of [...weekdays]) if (!school.has(d)) weekdays.delete(d);
  }
  if (queue.length === 0 || weekdays.size === 0) return { placed: [], notFitting: [], projectedEnd: null };
  const first = latest(input.today, input.year?.startDate, input.classStart);
  const last = earliest(addDaysIso(first, OPEN_ENDED_DAYS), input.year?.endDate, input.classEnd);
  const taken = /* @__PURE__ */ new Set([...input.skips, ...input.absences, ...input.completedOn]);
  const breaks = [...input.breaks].sort((a, b) => a.startDate < b.startDate ? -1 : 1);
  const placed = [];
  let next = 0;
  let day = first;
  while (next < queue.length && day <= last) {
    if (input.until && day > input.until) break;
    const inBreak = breaks.find((b) => b.startDate <= day && day <= b.endDate);
    if (inBreak) {
      day = addDaysIso(inBreak.endDate, 1);
      continue;
    }
    if (weekdays.has(weekdayOf(day)) && !taken.has(day)) placed.push({ lessonId: queue[next++], date: day });
    day = addDaysIso(day, 1);
  }
  const stoppedEarly = input.until !== void 0 && next < queue.length && day <= last;
  return {
    placed,
    notFitting: stoppedEarly ? [] : queue.slice(next),
    projectedEnd: stoppedEarly ? null : placed.at(-1)?.date ?? null
  };
}
function latest(first, ...others) {
  return others.reduce((a, b) => b && b > a ? b : a, first);
}
function earliest(first, ...others) {
  return others.reduce((a, b) => b && b < a ? b : a, first);
}

// src/server/features/lesson-plan/plan.ts
function computePlans(inputs, today, until) {
  const lessonsByClass = groupBy(inputs.lessons, (l) => l.classId);
  const completionsBy = groupBy(inputs.completions, (c) => `${c.classId}/${c.studentId}`);
  const skipsBy = groupBy(inputs.skips, (s) => `${s.classId}/${s.studentId}`);
  const absencesBy = groupBy(inputs.absences, (a) => a.studentId);
  const years = new Map(inputs.years.map((y) => [y.id, y]));
  const plans = [];
  for (const cls of inputs.classes) {
    const lessons = lessonsByClass.get(cls.id) ?? [];
    if (lessons.length === 0) continue;
    const year = cls.schoolYearId ? years.get(cls.schoolYearId) ?? null : null;
    for (const studentId of cls.studentIds) {
      const completions = completionsBy.get(`${cls.id}/${studentId}`) ?? [];
      const done = new Set(completions.map((c) => c.lessonId));
      const placement = placeLessons({
        today,
        until,
        lessons: lessons.map((l) => ({ id: l.id, completed: done.has(l.id) })),
        classWeekdays: cls.daysOfWeek,
        classStart: cls.startDate,
        classEnd: cls.endDate,
        year,
        breaks: inputs.breaks.filter((b) => b.studentIds === null || b.studentIds.includes(studentId)),
        skips: (skipsBy.get(`${cls.id}/${studentId}`) ?? []).map((s) => s.date),
        absences: (absencesBy.get(studentId) ?? []).map((a) => a.date),
        completedOn: completions.map((c) => c.date)
      });
      plans.push({ cls, studentId, lessons, completions, placement });
    }
  }
  return plans;
}
function groupBy(items, key) {
  const map = /* @__PURE__ */ new Map();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

// src/server/features/lesson-plan/plan.repository.ts
import { sql as sql6 } from "kysely";

// src/shared/domain/class-emoji.ts
var CLASS_EMOJI_TABLE = [
  { emoji: "\u{1F9EE}", label: "Math", keywords: ["math", "algebra", "geometry", "calculus", "arithmetic"] },
  { emoji: "\u{1F52C}", label: "Science", keywords: ["science", "biology", "chemistry", "physics"] },
  { emoji: "\u{1F4DA}", label: "English / reading", keywords: ["english", "reading", "literature", "writing", "grammar", "spelling", "language arts", "phonics"] },
  { emoji: "\u{1F3DB}\uFE0F", label: "History", keywords: ["history", "social studies", "civics"] },
  { emoji: "\u{1F3A8}", label: "Art", keywords: ["art", "drawing", "painting"] },
  { emoji: "\u{1F3B5}", label: "Music", keywords: ["music", "piano", "guitar", "violin", "choir"] },
  { emoji: "\u{1F3C3}", label: "PE", keywords: ["pe", "p.e.", "physical education", "gym", "sport", "sports"] },
  { emoji: "\u{1F30D}", label: "Languages", keywords: ["language", "languages", "spanish", "french", "german", "latin", "chinese", "japanese"] },
  { emoji: "\u{1F4BB}", label: "Computer", keywords: ["computer", "computers", "coding", "programming", "technology"] }
];
var DEFAULT_CLASS_EMOJI = "\u{1F4D6}";
var CLASS_EMOJI_CHOICES = [
  ...CLASS_EMOJI_TABLE.map((r) => r.emoji),
  DEFAULT_CLASS_EMOJI,
  "\u270F\uFE0F",
  "\u{1F9EA}",
  "\u{1F331}",
  "\u{1F5FA}\uFE0F",
  "\u{1F9E9}",
  "\u{1F3AD}",
  "\u{1F373}",
  "\u{1F9D8}"
];
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function mentions(title2, keyword) {
  return new RegExp(`(^|[^a-z])${escapeRegExp(keyword)}($|[^a-z])`, "i").test(title2);
}
function emojiForTitle(title2) {
  const text = title2.trim();
  for (const row of CLASS_EMOJI_TABLE) {
    if (row.keywords.some((k) => mentions(text, k))) return row.emoji;
  }
  return DEFAULT_CLASS_EMOJI;
}

// src/server/features/lesson-plan/plan.repository.ts
async function loadPlanInputs(db, userId, scope) {
  if (scope.studentIds.length === 0)
    return { classes: [], lessons: [], completions: [], skips: [], absences: [], years: [], breaks: [] };
  const students = [...scope.studentIds];
  const onlyClasses = (q, column) => scope.classIds ? q.where(column, "in", [...scope.classIds]) : q;
  const [classRows, enrolments, lessons, completions, skips, absences, years, breaks, breakStudents] = await Promise.all([
    onlyClasses(
      db.selectFrom("classes").select([
        "id",
        "title",
        "emoji",
        "daysOfWeek",
        "startTime",
        "endTime",
        "startDate",
        "endDate",
        "schoolYearId"
      ]).where("userId", "=", userId).where(
        (eb) => eb.exists(
          eb.selectFrom("lessons").select("lessons.id").whereRef("lessons.classId", "=", "classes.id")
        )
      ),
      "id"
    ).orderBy("startTime").orderBy("id").execute(),
    db.selectFrom("classStudents as cs").innerJoin("students as s", "s.id", "cs.studentId").select(["cs.classId", "cs.studentId"]).where("cs.userId", "=", userId).where("cs.studentId", "in", students).orderBy("s.position").orderBy("cs.studentId").execute(),
    onlyClasses(
      db.selectFrom("lessons").select(["id", "classId", "position", "title", "notes", "minutes"]).where("userId", "=", userId),
      "classId"
    ).orderBy("classId").orderBy("position").orderBy("id").execute(),
    onlyClasses(
      db.selectFrom("lessonCompletions").select(["studentId", "lessonId", "classId", "date", "minutes"]).where("userId", "=", userId).where("studentId", "in", students),
      "classId"
    ).execute(),
    db.selectFrom("lessonSkips").select(["studentId", "classId", "date"]).where("userId", "=", userId).where("studentId", "in", students).where("date", ">=", scope.from).execute(),
    db.selectFrom("attendance").select(["studentId", "date"]).where("userId", "=", userId).where("studentId", "in", students).where("present", "=", 0).where("date", ">=", scope.from).execute(),
    db.selectFrom("schoolYears").select(["id", "startDate", "endDate", "weekdays"]).where("userId", "=", userId).execute(),
    db.selectFrom("breaks").select(["id", "schoolYearId", "startDate", "endDate", "wholeFamily"]).where("userId", "=", userId).where("endDate", ">=", scope.from).execute(),
    db.selectFrom("breakStudents").select(["breakId", "studentId"]).where("userId", "=", userId).where("studentId", "in", students).execute()
  ]);
  const enrolled = /* @__PURE__ */ new Map();
  for (const e of enrolments) enrolled.set(e.classId, [...enrolled.get(e.classId) ?? [], e.studentId]);
  const breakChildren = /* @__PURE__ */ new Map();
  for (const b of breakStudents)
    breakChildren.set(b.breakId, [...breakChildren.get(b.breakId) ?? [], b.studentId]);
  return {
    classes: classRows.map((c) => ({
      ...c,
      daysOfWeek: parseDays(c.daysOfWeek),
      studentIds: enrolled.get(c.id) ?? []
    })),
    lessons: lessons.map((l) => ({ ...l, position: Number(l.position), minutes: Number(l.minutes) })),
    completions: completions.map((c) => ({ ...c, minutes: Number(c.minutes) })),
    skips,
    absences,
    years: years.map((y) => ({ ...y, weekdays: parseDays(y.weekdays) })),
    breaks: breaks.map((b) => ({
      schoolYearId: b.schoolYearId,
      startDate: b.startDate,
      endDate: b.endDate,
      studentIds: readFlag(b.wholeFamily) ? null : breakChildren.get(b.id) ?? []
    }))
  };
}
var planStudentsQuery = (db, s) => {
  const q = db.selectFrom("students").select(["id", "name", "color", "emoji", "position"]).where("userId", "=", s.userId);
  return (s.studentId !== void 0 ? q.where("id", "=", s.studentId) : q).orderBy("position").orderBy("id");
};
var planClassesQuery = (db, s) => {
  const q = db.selectFrom("classes as c").leftJoin("schoolYears as y", "y.id", "c.schoolYearId").select([
    "c.id",
    "c.title",
    "c.emoji",
    "c.daysOfWeek",
    "c.startTime",
    "c.startDate",
    "c.endDate",
    "y.startDate as yearStart",
    "y.endDate as yearEnd",
    "y.weekdays as yearWeekdays"
  ]).where("c.userId", "=", s.userId).where(
    (eb) => eb.exists(eb.selectFrom("lessons as l").select("l.id").whereRef("l.classId", "=", "c.id"))
  );
  const scoped = s.studentId !== void 0 ? q.where(
    (eb) => eb.exists(
      eb.selectFrom("classStudents as cs").select("cs.classId").whereRef("cs.classId", "=", "c.id").where("cs.userId", "=", s.userId).where("cs.studentId", "=", s.studentId)
    )
  ) : q;
  return scoped.orderBy("c.startTime").orderBy("c.title").orderBy("c.id");
};
var nextLessonsQuery = (db, dialect, s, limit) => {
  const pairs = db.selectFrom("classStudents as cs").select((eb) => [
    "cs.studentId",
    "cs.classId",
    jsonRows(
      dialect,
      eb.selectFrom("lessons as l").select(["l.id", "l.title", "l.minutes", "l.position"]).whereRef("l.classId", "=", "cs.classId").where(
        (inner) => inner.not(
          inner.exists(
            inner.selectFrom("lessonCompletions as lc").select("lc.id").whereRef("lc.userId", "=", "cs.userId").whereRef("lc.studentId", "=", "cs.studentId").whereRef("lc.lessonId", "=", "l.id")
          )
        )
      ).orderBy("l.position").orderBy("l.id").limit(limit)
    ).as("lessons")
  ]).where(sql6`${limit} > 0`).where("cs.userId", "=", s.userId);
  return (s.studentId !== void 0 ? pairs.where("cs.studentId", "=", s.studentId) : pairs).orderBy("cs.studentId").orderBy("cs.classId");
};
var ofChildren = (db, q, s) => q.where("x.userId", "=", s.userId).where(
  "x.studentId",
  s.studentId !== void 0 ? "=" : "in",
  s.studentId !== void 0 ? s.studentId : db.selectFrom("students").select("students.id").where("students.userId", "=", s.userId)
);
var completionsInRangeQuery = (db, s, from, to) => ofChildren(
  db,
  db.selectFrom("lessonCompletions as x").innerJoin("lessons as l", "l.id", "x.lessonId").select(["x.studentId", "x.classId", "x.lessonId", "x.date", "x.minutes", "l.title", "l.position"]).where("x.date", ">=", from).where("x.date", "<=", to),
  s
).orderBy("x.studentId").orderBy("x.date").orderBy("l.position").orderBy("x.lessonId");
var skipsInRangeQuery = (db, s, from, to) => ofChildren(
  db,
  db.selectFrom("lessonSkips as x").select(["x.studentId", "x.classId", "x.date"]).where("x.date", ">=", from).where("x.date", "<=", to),
  s
).orderBy("x.studentId").orderBy("x.date").orderBy("x.classId");
var absencesInRangeQuery = (db, s, from, to) => ofChildren(
  db,
  db.selectFrom("attendance as x").select(["x.studentId", "x.date"]).where("x.present", "=", 0).where("x.date", ">=", from).where("x.date", "<=", to),
  s
).orderBy("x.studentId").orderBy("x.date");
var breaksInRangeQuery = (db, s, from, to) => db.selectFrom("breaks as b").leftJoin("breakStudents as bs", (j) => {
  const on = j.onRef("bs.breakId", "=", "b.id").onRef("bs.userId", "=", "b.userId");
  return s.studentId !== void 0 ? on.on("bs.studentId", "=", s.studentId) : on;
}).select(["b.id", "b.label", "b.startDate", "b.endDate", "b.wholeFamily", "bs.studentId"]).where("b.userId", "=", s.userId).where("b.startDate", "<=", to).where("b.endDate", ">=", from).where((eb) => eb.or([eb("b.wholeFamily", "=", 1), eb("bs.studentId", "is not", null)])).orderBy("b.startDate").orderBy("b.id");
function planColumns(db, dialect, s, range) {
  return [
    jsonRows(dialect, planClassesQuery(db, s)).as("planClasses"),
    jsonRows(dialect, nextLessonsQuery(db, dialect, s, range.limit)).as("planNext"),
    jsonRows(dialect, completionsInRangeQuery(db, s, range.from, range.to)).as("planDone"),
    jsonRows(dialect, skipsInRangeQuery(db, s, range.from, range.to)).as("planSkips"),
    jsonRows(dialect, absencesInRangeQuery(db, s, range.from, range.to)).as("planAbsences"),
    jsonRows(dialect, breaksInRangeQuery(db, s, range.from, range.to)).as("planBreaks")
  ];
}
function readPlanColumns(row) {
  const classes = readJsonRows(row.planClasses);
  const breaks = /* @__PURE__ */ new Map();
  for (const b of readJsonRows(row.planBreaks)) {
    const studentId = readFlag(b.wholeFamily) ? null : b.studentId;
    breaks.set(`${b.id}/${studentId ?? ""}`, {
      label: b.label,
      startDate: b.startDate,
      endDate: b.endDate,
      studentId
    });
  }
  return {
    classInfo: classes.map((c) => ({ id: c.id, title: c.title, emoji: c.emoji || emojiForTitle(c.title) })),
    classes: classes.map((c) => ({
      id: c.id,
      daysOfWeek: parseDays(c.daysOfWeek),
      startDate: c.startDate,
      endDate: c.endDate,
      year: c.yearStart && c.yearEnd && c.yearWeekdays !== null ? { startDate: c.yearStart, endDate: c.yearEnd, weekdays: parseDays(c.yearWeekdays) } : null
    })),
    next: readJsonRows(row.planNext).flatMap(
      (p) => readJsonRows(p.lessons).map((l) => ({
        lessonId: l.id,
        classId: p.classId,
        studentId: p.studentId,
        title: l.title,
        minutes: Number(l.minutes)
      }))
    ),
    done: readJsonRows(row.planDone).map((d) => ({
      lessonId: d.lessonId,
      classId: d.classId,
      studentId: d.studentId,
      title: d.title,
      minutes: Number(d.minutes),
      date: d.date,
      position: Number(d.position)
    })),
    skips: readJsonRows(row.planSkips),
    absences: readJsonRows(row.planAbsences),
    breaks: [...breaks.values()]
  };
}
function prepareWeek(dialect, oneChild) {
  return prepared((db, p) => {
    const s = oneChild ? { userId: p.userId, studentId: p.studentId } : { userId: p.userId };
    return db.selectNoFrom([
      jsonRows(dialect, db.selectFrom("profiles").select("settings").where("id", "=", p.userId)).as(
        "profile"
      ),
      jsonRows(dialect, planStudentsQuery(db, s)).as("students"),
      ...planColumns(db, dialect, s, p)
    ]);
  });
}
var weekReads = {
  sqlite: { family: prepareWeek("sqlite", false), child: prepareWeek("sqlite", true) },
  postgres: { family: prepareWeek("postgres", false), child: prepareWeek("postgres", true) }
};
async function readWeek(db, dialect, params) {
  const statements = weekReads[dialect];
  const row = await (params.studentId !== void 0 ? statements.child : statements.family).executeTakeFirst(
    db,
    {
      ...params,
      studentId: params.studentId ?? ""
    }
  );
  const [profile] = readJsonRows(row.profile);
  let timezone = null;
  if (profile) {
    try {
      timezone = normalizeSettings(JSON.parse(profile.settings)).timezone;
    } catch {
      timezone = normalizeSettings(null).timezone;
    }
  }
  return {
    timezone,
    students: readJsonRows(row.students).map((s) => ({
      id: s.id,
      name: s.name,
      color: s.color,
      emoji: s.emoji
    })),
    plan: readPlanColumns(row)
  };
}
async function findLessonForChild(db, child, lessonId) {
  return db.selectFrom("lessons as l").innerJoin("classStudents as cs", "cs.classId", "l.classId").innerJoin("classes as c", "c.id", "l.classId").leftJoin("schoolYears as y", "y.id", "c.schoolYearId").select(["l.id", "l.classId", "l.minutes", "y.startDate as yearStart"]).where("l.userId", "=", child.userId).where("l.id", "=", lessonId).where("c.userId", "=", child.userId).where("cs.userId", "=", child.userId).where("cs.studentId", "=", child.studentId).executeTakeFirst();
}
var COMPLETION_COLUMNS = [
  "id",
  "studentId",
  "lessonId",
  "classId",
  "date",
  "minutes",
  "recordedAt",
  "recordedBy"
];
async function insertCompletion(db, child, value) {
  const row = await db.insertInto("lessonCompletions").values(toCompletionRow(child.userId, value)).onConflict((oc) => oc.columns(["userId", "studentId", "lessonId"]).doNothing()).returning(COMPLETION_COLUMNS).executeTakeFirst();
  return row ? fromCompletionRow(row) : void 0;
}
async function findCompletion(db, child, lessonId) {
  const row = await db.selectFrom("lessonCompletions").select(COMPLETION_COLUMNS).where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("lessonId", "=", lessonId).executeTakeFirst();
  return row ? fromCompletionRow(row) : void 0;
}
async function deleteCompletion(db, child, lessonId) {
  const row = await db.deleteFrom("lessonCompletions").where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("lessonId", "=", lessonId).returning(COMPLETION_COLUMNS).executeTakeFirst();
  return row ? fromCompletionRow(row) : void 0;
}
async function findClassForChild(db, child, classId) {
  const row = await db.selectFrom("classes as c").innerJoin("classStudents as cs", "cs.classId", "c.id").leftJoin("schoolYears as y", "y.id", "c.schoolYearId").select([
    "c.id",
    "c.daysOfWeek",
    "c.startDate",
    "c.endDate",
    "y.startDate as yearStart",
    "y.endDate as yearEnd",
    "y.weekdays as yearWeekdays"
  ]).where("c.userId", "=", child.userId).where("c.id", "=", classId).where("cs.userId", "=", child.userId).where("cs.studentId", "=", child.studentId).executeTakeFirst();
  if (!row) return void 0;
  return {
    id: row.id,
    daysOfWeek: parseDays(row.daysOfWeek),
    startDate: row.startDate,
    endDate: row.endDate,
    year: row.yearStart && row.yearEnd && row.yearWeekdays !== null ? { startDate: row.yearStart, endDate: row.yearEnd, weekdays: parseDays(row.yearWeekdays) } : null
  };
}
async function childBreaksOn(db, child, date) {
  return db.selectFrom("breaks as b").select(["b.startDate", "b.endDate"]).where("b.userId", "=", child.userId).where("b.startDate", "<=", date).where("b.endDate", ">=", date).where(
    (eb) => eb.or([
      eb("b.wholeFamily", "=", 1),
      eb.exists(
        eb.selectFrom("breakStudents as bs").select("bs.breakId").whereRef("bs.breakId", "=", "b.id").where("bs.userId", "=", child.userId).where("bs.studentId", "=", child.studentId)
      )
    ])
  ).execute();
}
async function insertSkip(db, child, classId, date) {
  const row = await db.insertInto("lessonSkips").values(
    toSkipRow(child.userId, {
      id: crypto.randomUUID(),
      studentId: child.studentId,
      classId,
      date,
      createdAt: (/* @__PURE__ */ new Date()).toISOString()
    })
  ).onConflict((oc) => oc.columns(["userId", "studentId", "classId", "date"]).doNothing()).returning("id").executeTakeFirst();
  return row !== void 0;
}
async function deleteSkip(db, child, classId, date) {
  const row = await db.deleteFrom("lessonSkips").where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("classId", "=", classId).where("date", "=", date).returning("id").executeTakeFirst();
  return row !== void 0;
}

// src/server/features/calendar-feed/calendar-feed.ics.ts
import { TZDate } from "@date-fns/tz";
import ical from "ical-generator";

// src/shared/domain/vtimezone.ts
var MINUTE = 6e4;
var DAY = 24 * 60 * MINUTE;
var formatters = /* @__PURE__ */ new Map();
function formatterFor(timeZone) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    formatters.set(timeZone, f);
  }
  return f;
}
function offsetMinutesAt(timeZone, instant) {
  const name = formatterFor(timeZone).formatToParts(instant).find((p) => p.type === "timeZoneName")?.value;
  const m = /^GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? "");
  if (!m) return 0;
  const minutes2 = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === "-" ? -minutes2 : minutes2;
}
function offsetChanges(timeZone, start2, end) {
  const changes = [];
  let t = start2;
  let offset = offsetMinutesAt(timeZone, t);
  while (t < end) {
    const next = Math.min(t + DAY, end);
    const nextOffset = offsetMinutesAt(timeZone, next);
    if (nextOffset !== offset) {
      let lo = t;
      let hi = next;
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
        if (offsetMinutesAt(timeZone, mid) === offset) lo = mid;
        else hi = mid;
      }
      changes.push({ at: hi, from: offset, to: nextOffset });
      offset = nextOffset;
    }
    t = next;
  }
  return changes;
}
var pad2 = (n, width = 2) => String(n).padStart(width, "0");
function formatOffset(minutes2) {
  const abs = Math.abs(minutes2);
  return `${minutes2 < 0 ? "-" : "+"}${pad2(Math.floor(abs / 60))}${pad2(abs % 60)}`;
}
function localStamp(instant, offset) {
  const d = new Date(instant + offset * MINUTE);
  return `${pad2(d.getUTCFullYear(), 4)}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}T${pad2(d.getUTCHours())}${pad2(d.getUTCMinutes())}${pad2(d.getUTCSeconds())}`;
}
var utcMidnight = (date) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
function vtimezone(timeZone, from, to) {
  const start2 = utcMidnight(from) - 2 * DAY;
  const end = utcMidnight(to) + 3 * DAY;
  const initial = offsetMinutesAt(timeZone, start2);
  const changes = offsetChanges(timeZone, start2, end);
  const startsOnDaylight = changes.length > 0 && changes[0].to < changes[0].from;
  const observance = (kind, dtstart, offsetFrom, offsetTo) => [
    `BEGIN:${kind}`,
    `DTSTART:${dtstart}`,
    `TZOFFSETFROM:${formatOffset(offsetFrom)}`,
    `TZOFFSETTO:${formatOffset(offsetTo)}`,
    `END:${kind}`
  ];
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    `X-LIC-LOCATION:${timeZone}`,
    ...observance(startsOnDaylight ? "DAYLIGHT" : "STANDARD", localStamp(start2, initial), initial, initial),
    ...changes.flatMap(
      (c) => observance(c.to > c.from ? "DAYLIGHT" : "STANDARD", localStamp(c.at, c.from), c.from, c.to)
    ),
    "END:VTIMEZONE"
  ].join("\r\n");
}

// src/server/features/calendar-feed/calendar-feed.ics.ts
var REFRESH_SECONDS = 60 * 60;
var at = (date, time, timezone) => new TZDate(
  Number(date.slice(0, 4)),
  Number(date.slice(5, 7)) - 1,
  Number(date.slice(8, 10)),
  Number(time.slice(0, 2)),
  Number(time.slice(3, 5)),
  0,
  timezone
);
function renderFeed(feed) {
  const calendar = ical({
    name: feed.name,
    description: feed.description,
    prodId: { company: "Homeschool", product: "Calendar feed", language: "EN" },
    timezone: { name: null, generator: (zone) => vtimezone(zone, feed.window.from, feed.window.to) },
    ttl: REFRESH_SECONDS
  });
  for (const item of feed.items) {
    const common = {
      id: item.uid,
      summary: item.title,
      description: item.description,
      stamp: feed.now,
      timezone: feed.timezone
    };
    if (item.allDay) {
      calendar.createEvent({ ...common, allDay: true, start: at(item.date, "00:00", feed.timezone) });
    } else {
      calendar.createEvent({
        ...common,
        start: at(item.date, item.start, feed.timezone),
        end: item.end ? at(item.date, item.end, feed.timezone) : null
      });
    }
  }
  return `${calendar.toString()}\r
`;
}

// src/server/features/calendar-feed/calendar-feed.items.ts
function feedItems(data) {
  const scope = data.studentId ?? "family";
  const uid = (kind, ...ids) => `${kind}-${ids.join("-")}.${scope}@homeschool`;
  const family = data.studentId === null;
  const names = new Map(data.children.map((c) => [c.id, c.name]));
  const named = (title2, studentId) => family && studentId !== null && names.has(studentId) ? calendarFeedMessages.forChild(title2, names.get(studentId)) : title2;
  const years = new Map(data.years.map((y) => [y.id, y]));
  const familyBreaks = data.breaks.filter((b) => b.studentIds === null);
  const childBreaks = data.breaks.filter((b) => b.studentIds !== null);
  const allAway = (studentIds2, date) => studentIds2.length > 0 && studentIds2.every(
    (id3) => childBreaks.some((b) => b.studentIds.includes(id3) && b.startDate <= date && date <= b.endDate)
  );
  const items = [];
  for (const cls of data.classes) {
    const year = cls.schoolYearId ? years.get(cls.schoolYearId) : null;
    if (year === void 0) continue;
    const who = family && cls.studentIds.length ? calendarFeedMessages.forChildren(cls.studentIds.map((id3) => names.get(id3) ?? "").filter(Boolean)) : null;
    const description = [cls.description, cls.teacherPlatform, who].filter(Boolean).join("\n") || null;
    for (const date of sessionDates({ ...cls, year }, familyBreaks, data.window)) {
      if (allAway(cls.studentIds, date)) continue;
      items.push({
        uid: uid("session", cls.id, date),
        title: cls.title,
        description,
        date,
        allDay: false,
        start: cls.startTime,
        end: cls.endTime
      });
    }
  }
  for (const plan of data.plans) {
    if (plan.cls.schoolYearId && !years.has(plan.cls.schoolYearId)) continue;
    const lessons = new Map(plan.lessons.map((l) => [l.id, l]));
    for (const { lessonId, date } of plan.placement.placed) {
      const lesson = lessons.get(lessonId);
      if (!lesson || date > data.window.to) continue;
      items.push({
        uid: uid("lesson", lessonId, plan.studentId),
        title: named(calendarFeedMessages.lessonTitle(plan.cls.title, lesson.title), plan.studentId),
        description: [lesson.notes, calendarFeedMessages.lessonMinutes(lesson.minutes)].filter(Boolean).join("\n"),
        date,
        allDay: false,
        start: plan.cls.startTime,
        end: plan.cls.endTime
      });
    }
  }
  for (const event of data.events) {
    const title2 = named(event.title, event.studentId);
    const common = {
      uid: uid("event", event.id),
      title: title2,
      description: event.description,
      date: event.eventDate
    };
    items.push(
      event.eventTime ? { ...common, allDay: false, start: event.eventTime, end: null } : { ...common, allDay: true }
    );
  }
  for (const due of data.dueDates) {
    items.push({
      uid: uid("due", due.id),
      title: named(calendarFeedMessages.dueTitle(due.assignmentName, due.classTitle), due.studentId),
      description: null,
      date: due.dueDate,
      allDay: true
    });
  }
  return items;
}

// src/server/features/calendar-feed/calendar-feed.rows.ts
function fromFeedRow(row) {
  return { id: row.id, studentId: row.studentId, tokenHash: row.tokenHash, createdAt: row.createdAt };
}
function toFeedRow(userId, value) {
  return { ...value, userId };
}

// src/server/features/calendar-feed/calendar-feed.repository.ts
var MAX_FEED_EVENTS = 5e3;
var MAX_FEED_DUE_DATES = 5e3;
async function listFeeds(db, userId) {
  const rows2 = await db.selectFrom("calendarFeeds").select(["id", "studentId", "tokenHash", "createdAt"]).where("userId", "=", userId).orderBy("createdAt").orderBy("id").execute();
  return rows2.map(fromFeedRow);
}
async function deleteFeedsFor(db, userId, studentId) {
  await db.deleteFrom("calendarFeeds").where("userId", "=", userId).where("studentId", studentId === null ? "is" : "=", studentId).execute();
}
async function insertFeed(db, userId, feed) {
  await db.insertInto("calendarFeeds").values(toFeedRow(userId, feed)).execute();
}
async function deleteFeed(db, userId, id3) {
  const result = await db.deleteFrom("calendarFeeds").where("userId", "=", userId).where("id", "=", id3).executeTakeFirst();
  return Number(result.numDeletedRows);
}
async function findFeedByHash(db, tokenHash) {
  return db.selectFrom("calendarFeeds").select(["id", "userId", "studentId"]).where("tokenHash", "=", tokenHash).executeTakeFirst();
}
async function feedClasses(db, userId, studentId) {
  let classes = db.selectFrom("classes as c").select([
    "c.id",
    "c.title",
    "c.description",
    "c.teacherPlatform",
    "c.daysOfWeek",
    "c.startTime",
    "c.endTime",
    "c.startDate",
    "c.endDate",
    "c.schoolYearId"
  ]).where("c.userId", "=", userId);
  if (studentId !== null)
    classes = classes.where(
      (eb) => eb.exists(
        eb.selectFrom("classStudents as cs").select("cs.classId").whereRef("cs.classId", "=", "c.id").where("cs.userId", "=", userId).where("cs.studentId", "=", studentId)
      )
    );
  let enrolments = db.selectFrom("classStudents as cs").innerJoin("students as s", "s.id", "cs.studentId").select(["cs.classId", "cs.studentId"]).where("cs.userId", "=", userId);
  if (studentId !== null) enrolments = enrolments.where("cs.studentId", "=", studentId);
  const [rows2, enrolled] = await Promise.all([
    classes.orderBy("c.startTime").orderBy("c.id").execute(),
    enrolments.orderBy("s.position").orderBy("cs.studentId").execute()
  ]);
  const byClass = /* @__PURE__ */ new Map();
  for (const e of enrolled) byClass.set(e.classId, [...byClass.get(e.classId) ?? [], e.studentId]);
  return rows2.map((c) => ({
    ...c,
    daysOfWeek: parseDays(c.daysOfWeek),
    studentIds: byClass.get(c.id) ?? []
  }));
}
async function feedEvents(db, userId, studentId, window) {
  let q = db.selectFrom("calendarEvents").select(["id", "title", "eventDate", "eventTime", "description", "studentId"]).where("userId", "=", userId).where("generated", "=", 0).where("eventDate", ">=", window.from).where("eventDate", "<=", window.to);
  if (studentId !== null)
    q = q.where((eb) => eb.or([eb("studentId", "is", null), eb("studentId", "=", studentId)]));
  return q.orderBy("eventDate").orderBy("id").limit(MAX_FEED_EVENTS).execute();
}
async function feedDueDates(db, userId, studentId, window) {
  let q = db.selectFrom("assignments as a").leftJoin("classes as c", (join) => join.onRef("c.id", "=", "a.classId").on("c.userId", "=", userId)).select(["a.id", "a.studentId", "a.assignmentName", "a.dueDate", "a.status", "c.title as classTitle"]).where("a.userId", "=", userId).where("a.dueDate", ">=", window.from).where("a.dueDate", "<=", window.to);
  if (studentId !== null) q = q.where("a.studentId", "=", studentId);
  const rows2 = await q.orderBy("a.dueDate").orderBy("a.id").limit(MAX_FEED_DUE_DATES).execute();
  return rows2.map((r) => ({ ...r, dueDate: r.dueDate ?? "" }));
}

// src/server/features/calendar-feed/calendar-feed.service.ts
var TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
var FIFTEEN_MINUTES2 = 15 * 60;
var hashToken = (token) => createHash2("sha256").update(token).digest("hex");
var feedPath = (token) => `/api/calendar/${token}.ics`;
function calendarFeedService(deps) {
  const { db } = deps;
  const limiter = createRateLimiter(db);
  const limits = deps.config.calendarFeedRateLimit;
  async function entries(userId) {
    const [children, feeds] = await Promise.all([deps.students.list(userId), listFeeds(db, userId)]);
    const feedOf = (studentId) => {
      const feed = feeds.find((f) => f.studentId === studentId);
      return feed ? { id: feed.id, createdAt: feed.createdAt } : null;
    };
    return [
      { studentId: null, name: calendarFeedMessages.family, feed: feedOf(null) },
      ...children.map((c) => ({ studentId: c.id, name: c.name, feed: feedOf(c.id) }))
    ];
  }
  return {
    list: async (userId) => ({ feeds: await entries(userId) }),
    /** Makes the family's feed (studentId null) or a child's; one that exists gets a new token and the old one stops working. */
    async create(userId, studentId) {
      if (studentId !== null && !await deps.students.resolve(userId, studentId))
        throw notFound(calendarFeedMessages.childNotFound);
      const token = randomBytes(32).toString("base64url");
      await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        await deleteFeedsFor(trx, userId, studentId);
        await insertFeed(trx, userId, {
          id: randomUUID3(),
          studentId,
          tokenHash: hashToken(token),
          createdAt: (/* @__PURE__ */ new Date()).toISOString()
        });
      });
      deps.bus.publish(userId, "calendar-feeds");
      const entry = (await entries(userId)).find((e) => e.studentId === studentId);
      if (!entry?.feed) throw notFound(calendarFeedMessages.notFound);
      const path3 = feedPath(token);
      return { entry, url: `${deps.config.baseUrl}${path3}`, path: path3 };
    },
    /** Turns a feed off: its link answers 404 from now on. */
    async remove(userId, id3) {
      if (await deleteFeed(db, userId, id3) === 0) throw notFound(calendarFeedMessages.notFound);
      deps.bus.publish(userId, "calendar-feeds");
    },
    /**
     * The feed behind a token, as iCalendar text; 404 for a token that is not one (looked up by its hash, so
     * the comparison is the index's, not a string compare on the secret). Limited per address and per feed.
     */
    async render(token, address) {
      if (limits)
        await limiter.hit(`calendar-feed:${address}`, {
          max: limits.perAddress,
          windowSeconds: FIFTEEN_MINUTES2
        });
      const feed = TOKEN_RE.test(token) ? await findFeedByHash(db, hashToken(token)) : void 0;
      if (!feed) throw notFound(calendarFeedMessages.notFound);
      if (limits)
        await limiter.hit(`calendar-feed:${feed.id}`, {
          max: limits.perFeed,
          windowSeconds: FIFTEEN_MINUTES2
        });
      const { userId, studentId } = feed;
      const [profile, children] = await Promise.all([deps.profiles.get(userId), deps.students.list(userId)]);
      const timezone = profile.settings.timezone;
      const today = todayIn(timezone);
      const window = feedWindow(today);
      const child = studentId === null ? null : children.find((c) => c.id === studentId);
      if (child === void 0) throw notFound(calendarFeedMessages.notFound);
      const studentIds2 = child ? [child.id] : children.map((c) => c.id);
      const [classes, events, dueDates, inputs] = await Promise.all([
        feedClasses(db, userId, studentId),
        feedEvents(db, userId, studentId, window),
        feedDueDates(db, userId, studentId, window),
        // From the window's start, so the years and breaks of its past sessions are there too.
        loadPlanInputs(db, userId, { studentIds: studentIds2, from: window.from })
      ]);
      const items = feedItems({
        studentId,
        children,
        classes,
        years: inputs.years,
        breaks: inputs.breaks,
        plans: computePlans(inputs, today, window.to),
        events,
        dueDates,
        window
      });
      return renderFeed({
        name: calendarFeedMessages.calendarName(child ? child.name : calendarFeedMessages.family),
        description: calendarFeedMessages.calendarDescription,
        timezone,
        window,
        items,
        now: /* @__PURE__ */ new Date()
      });
    }
  };
}

// src/server/features/calendar-feed/calendar-feed.routes.ts
function registerCalendarFeedRoutes(app2, deps) {
  const r = app2.withTypeProvider();
  const service = calendarFeedService(deps);
  const tags = ["calendar-feed"];
  r.get(
    "/api/calendar-feeds",
    { onRequest: app2.requireUser, schema: { tags, response: { 200: calendarFeedListSchema } } },
    async (req) => service.list(req.user.id)
  );
  r.post(
    "/api/calendar-feeds",
    {
      onRequest: app2.requireUser,
      schema: { tags, body: calendarFeedInputSchema, response: { 201: createdCalendarFeedSchema } }
    },
    async (req, reply) => reply.status(201).send(await service.create(req.user.id, req.body.studentId))
  );
  r.delete(
    "/api/calendar-feeds/:id",
    { onRequest: app2.requireUser, schema: { tags, params: calendarFeedIdParamsSchema } },
    async (req, reply) => {
      await service.remove(req.user.id, req.params.id);
      return reply.status(204).send();
    }
  );
  r.get(
    "/api/calendar/:token.ics",
    { config: { door: [] }, schema: { tags, params: calendarFeedTokenParamsSchema } },
    async (req, reply) => {
      const body = await service.render(req.params.token, req.ip);
      return reply.header("content-type", "text/calendar; charset=utf-8").header("content-disposition", 'inline; filename="homeschool.ics"').header("cache-control", "no-store").header("x-robots-tag", "noindex").send(body);
    }
  );
}

// src/shared/schemas/classes.ts
import { z as z18 } from "zod";

// src/shared/messages/classes.ts
var classMessages = {
  titleRequired: "Please provide a class title.",
  titleTooLong: "The class title can be at most 100 characters.",
  // Field names in 'The description can be at most 1000 characters.'
  descriptionLabel: "The description",
  emojiLabel: "The emoji",
  teacherPlatformLabel: "The teacher or platform",
  daysRequired: "Please select at least one day of the week.",
  timeSlot: "Please choose a time between 6:00 AM and 10:30 PM, on the hour or half hour.",
  endTimeAfterStart: "The end time must be after the start time.",
  endDateNotBeforeStart: "The end date cannot be before the start date.",
  invalidDate: "Please choose a valid date.",
  tooMany: (max) => `You can have at most ${max} classes.`,
  notFound: "Class not found.",
  noChildren: "Please choose at least one child.",
  tooManyChildren: (max) => `Please choose at most ${max} children.`,
  repeatedChild: "Each child may appear only once.",
  added: (title2) => `${title2} has been added to your classes`,
  addedAndSynced: (title2) => `${title2} has been added to your classes and automatically synced to your calendar`,
  removed: (title2) => `${title2} has been removed from your classes`,
  synced: "Class schedule synced to calendar",
  deletedWithEvents: "Class and associated events deleted",
  syncFailed: "Failed to sync class to calendar",
  nothingSaved: "Nothing was saved. Please try again.",
  fetchFailed: "Failed to fetch classes",
  addFailed: "Failed to add class",
  updateFailed: "Failed to update class",
  deleteFailed: "Failed to delete class",
  updated: (title2) => `${title2} has been updated`,
  confirmDeleteTitle: "Delete class?",
  confirmDelete: (title2) => `Are you sure you want to delete ${title2}? This action cannot be undone.`
};

// src/shared/schemas/classes.ts
var MAX_CLASSES = 100;
var optionalDate = z18.string().nullish().transform((v) => v ? v : null).refine((v) => v === null || isIsoDate(v), classMessages.invalidDate);
var timeSlot = z18.string({ error: classMessages.timeSlot }).refine(isTimeSlot, classMessages.timeSlot);
var classStudentIdsSchema = z18.array(studentIdSchema, { error: classMessages.noChildren }).min(1, classMessages.noChildren).max(MAX_CHILDREN, classMessages.tooManyChildren(MAX_CHILDREN)).refine((ids) => new Set(ids).size === ids.length, classMessages.repeatedChild);
var classFieldsSchema = z18.object({
  title: z18.string({ error: classMessages.titleRequired }).trim().min(1, classMessages.titleRequired).max(100, classMessages.titleTooLong),
  description: optionalText(1e3, classMessages.descriptionLabel),
  emoji: optionalText(16, classMessages.emojiLabel),
  teacherPlatform: optionalText(100, classMessages.teacherPlatformLabel),
  daysOfWeek: z18.array(z18.number({ error: classMessages.daysRequired }).int().min(0).max(6), {
    error: classMessages.daysRequired
  }).min(1, classMessages.daysRequired).max(7).transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  startTime: timeSlot,
  endTime: timeSlot,
  startDate: optionalDate,
  endDate: optionalDate,
  /** The school year the class belongs to (the server checks it is the family's); null or left out: none. */
  schoolYearId: z18.string().max(64).nullish().transform((v) => v ? v : null),
  /**
   * The children enrolled. On create, left out means every child of the family; on PATCH, given means it
   * replaces the enrolment.
   */
  studentIds: classStudentIdsSchema.optional()
});
function checkClassOrder(value, ctx) {
  if (isTimeSlot(value.startTime) && isTimeSlot(value.endTime) && minutesOf(value.endTime) <= minutesOf(value.startTime)) {
    ctx.addIssue({ code: "custom", path: ["endTime"], message: classMessages.endTimeAfterStart });
  }
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: classMessages.endDateNotBeforeStart });
  }
}
var classInputSchema = classFieldsSchema.superRefine(checkClassOrder);
var classPatchSchema = classFieldsSchema.partial();
var classSchema = z18.object({
  id: z18.string(),
  title: z18.string(),
  description: z18.string().nullable(),
  emoji: z18.string(),
  teacherPlatform: z18.string().nullable(),
  /** 0 = Sunday … 6 = Saturday. */
  daysOfWeek: z18.array(z18.number().int()),
  startTime: z18.string(),
  endTime: z18.string(),
  /** '9:00 AM - 10:00 AM'. */
  classTimes: z18.string(),
  hoursPerWeek: z18.number(),
  startDate: z18.string().nullable(),
  endDate: z18.string().nullable(),
  schoolYearId: z18.string().nullable(),
  /** The children enrolled, in the family's order. */
  studentIds: z18.array(z18.string()),
  createdAt: z18.string()
});
var classWriteResultSchema = classSchema.extend({
  synced: z18.boolean(),
  syncedEventCount: z18.number().int()
});
var classDeleteResultSchema = z18.object({ id: z18.string(), deletedEventCount: z18.number().int() });
var classIdParamsSchema = z18.object({ id: z18.string().min(1).max(64) });

// src/server/features/classes/class-sync.ts
import { randomUUID as randomUUID4 } from "node:crypto";

// src/shared/domain/calendar-window.ts
import { addMonths, endOfMonth, format, parseISO, startOfWeek, addDays } from "date-fns";
var CALENDAR_MONTHS_AHEAD = 24;
function monthOf(date) {
  return date.slice(0, 7);
}
function addMonthsTo(month, n) {
  return format(addMonths(parseISO(`${month}-01`), n), "yyyy-MM");
}
function firstDayOf(month) {
  return `${month}-01`;
}
function lastDayOf(month) {
  return format(endOfMonth(parseISO(`${month}-01`)), "yyyy-MM-dd");
}
function calendarWindow(today) {
  const firstMonth = monthOf(today);
  const lastMonth = addMonthsTo(firstMonth, CALENDAR_MONTHS_AHEAD);
  return { from: firstDayOf(firstMonth), to: lastDayOf(lastMonth), firstMonth, lastMonth };
}

// src/server/features/classes/class-events.repository.ts
async function deleteGeneratedEvents(db, userId, classId) {
  const result = await db.deleteFrom("calendarEvents").where("userId", "=", userId).where("classId", "=", classId).where("generated", "=", 1).executeTakeFirst();
  return Number(result.numDeletedRows);
}
async function deleteAllEventsOfClass(db, userId, classId) {
  const result = await db.deleteFrom("calendarEvents").where("userId", "=", userId).where("classId", "=", classId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
async function insertEvents(db, rows2) {
  if (rows2.length > 0) await db.insertInto("calendarEvents").values(rows2).execute();
}

// src/server/features/classes/class-sync.ts
var DEFAULT_CHUNK = 250;
var ClassSyncError = class extends AppError {
  constructor(reason) {
    super("INTERNAL", classMessages.syncFailed);
    this.reason = reason;
  }
  reason;
};
async function syncClassEvents(trx, cls, today, opts = {}) {
  try {
    await deleteGeneratedEvents(trx, cls.userId, cls.id);
    if (!cls.startDate || !cls.endDate) return { synced: false, count: 0 };
    const dates = occurrenceDates(
      parseDays(cls.daysOfWeek),
      cls.startDate,
      cls.endDate,
      calendarWindow(today)
    );
    const createdAt = (/* @__PURE__ */ new Date()).toISOString();
    const chunkSize = opts.chunkSize ?? DEFAULT_CHUNK;
    for (let i = 0; i < dates.length; i += chunkSize) {
      const rows2 = dates.slice(i, i + chunkSize).map((date) => ({
        id: randomUUID4(),
        userId: cls.userId,
        title: cls.title,
        eventDate: date,
        eventTime: cls.startTime,
        description: cls.description,
        classId: cls.id,
        // A class's events are the family's, whichever children the class has.
        studentId: null,
        generated: 1,
        createdAt
      }));
      await insertEvents(trx, rows2);
      await opts.afterChunk?.(i + rows2.length);
    }
    return { synced: true, count: dates.length };
  } catch (err) {
    throw new ClassSyncError(err);
  }
}

// src/server/features/classes/classes.service.ts
import { randomUUID as randomUUID6 } from "node:crypto";

// src/server/features/school-years/school-years.service.ts
import { randomUUID as randomUUID5 } from "node:crypto";

// src/shared/messages/school-years.ts
var MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
var DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
function dateLabel(iso) {
  return `${MONTHS[Number(iso.slice(5, 7)) - 1] ?? "?"} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
}
var rangeLabel = (startDate, endDate) => startDate === endDate ? dateLabel(startDate) : `${dateLabel(startDate)} \u2013 ${dateLabel(endDate)}`;
function dayNames(days) {
  const mondayFirst = [...days].sort((a, b) => (a + 6) % 7 - (b + 6) % 7);
  const names = mondayFirst.map((d) => DAY_NAMES[d] ?? String(d));
  return names.length <= 1 ? names[0] ?? "" : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
var schoolYearMessages = {
  pageTitle: "School Year",
  pageDescription: "Your school years: their dates, school days of the week, terms and breaks.",
  loadFailed: "Failed to load school years",
  emptyTitle: "No school year yet",
  emptyDescription: "Add your school year with its dates, school days, terms and breaks. The dashboard then shows how far through the year you are, and classes can belong to it.",
  addYear: "Add School Year",
  addYearTitle: "Add a school year",
  editYearTitle: (name) => `Edit ${name}`,
  yearFormDescription: "Its dates, the days of the week you school, and how the year is split into terms.",
  saveYear: "Save Changes",
  saving: "Saving...",
  current: "Current",
  yearList: "School years",
  nameLabel: "Name",
  startLabel: "First day",
  endLabel: "Last day",
  weekdaysLabel: "School days of the week",
  schoolDays: (n) => `${n} school ${n === 1 ? "day" : "days"}`,
  termsLabel: "Terms",
  termPresetQuarters: "Quarters",
  termPresetSemesters: "Semesters",
  termPresetCustom: "Custom list",
  termPresetHint: "Quarters and semesters split the year into terms with about the same number of school days.",
  termName: (n) => `Term ${n} name`,
  termStart: (n) => `Term ${n} first day`,
  termEnd: (n) => `Term ${n} last day`,
  addTerm: "Add term",
  removeTerm: (n) => `Remove term ${n}`,
  quarterName: (n) => `Quarter ${n}`,
  semesterName: (n) => `Semester ${n}`,
  customTermName: (n) => `Term ${n}`,
  classCount: (n) => `${n} ${n === 1 ? "class" : "classes"}`,
  editYear: (name) => `Edit ${name}`,
  deleteYear: (name) => `Delete ${name}`,
  deleteYearTitle: (name) => `Delete ${name}?`,
  deleteYearDescription: (name, classes) => `This deletes ${name} with its terms and breaks. ` + (classes === 0 ? "No class belongs to it." : `Its ${classes} ${classes === 1 ? "class stays" : "classes stay"}, without a school year.`),
  breaksLabel: "Breaks",
  noBreaks: "No breaks yet.",
  addBreak: "Add break",
  addBreakTitle: (year) => `Add a break to ${year}`,
  editBreakTitle: (label) => `Edit ${label}`,
  breakFormDescription: "Days off inside the school year, for the whole family or only some children.",
  breakLabel: "Name",
  breakPlaceholder: "e.g. Winter break",
  breakStartLabel: "From",
  breakEndLabel: "To",
  breakForLabel: "For",
  wholeFamily: "Whole family",
  someChildren: "Chosen children",
  breakChildrenLegend: "Children on this break",
  /** A break whose every child was removed from the family. */
  breakNoChildren: "No child (its children were removed)",
  editBreak: (label) => `Edit ${label}`,
  deleteBreak: (label) => `Delete ${label}`,
  deleteBreakTitle: (label) => `Delete ${label}?`,
  deleteBreakDescription: (label) => `${label} is removed from the school year.`,
  saveBreak: "Save Break",
  addBreakSubmit: "Add Break",
  yearAdded: (name) => `${name} added`,
  yearSaved: (name) => `${name} saved`,
  yearDeleted: (name) => `${name} deleted`,
  breakAdded: (label) => `${label} added`,
  breakSaved: (label) => `${label} saved`,
  breakDeleted: (label) => `${label} deleted`,
  saveFailed: "Failed to save the school year",
  deleteFailed: "Failed to delete the school year",
  breakSaveFailed: "Failed to save the break",
  breakDeleteFailed: "Failed to delete the break",
  // Validation and the API's refusals.
  nameRequired: "Please give the school year a name.",
  nameTooLong: (max) => `The name can be at most ${max} characters.`,
  dateInvalid: "Please choose a valid date.",
  endBeforeStart: "The last day cannot be before the first day.",
  tooLong: (max) => `A school year can last at most ${max} days.`,
  weekdaysRequired: "Please choose at least one school day of the week.",
  noSchoolDay: "None of the days of this year falls on a school day of the week.",
  tooMany: (max) => `A family can have at most ${max} school years.`,
  overlaps: (name, startDate, endDate) => `This school year overlaps ${name} (${rangeLabel(startDate, endDate)}).`,
  notFound: "School year not found.",
  termsInvalid: "Choose quarters, semesters or a list of terms.",
  termsRequired: "Please add at least one term.",
  tooManyTerms: (max) => `A school year can have at most ${max} terms.`,
  termNameRequired: "Please give each term a name.",
  termNameTooLong: (max) => `A term name can be at most ${max} characters.`,
  termEndBeforeStart: (name) => `${name} cannot end before it starts.`,
  termOutside: (name) => `${name} must lie inside the school year.`,
  termsOutOfOrder: (earlier, later) => `${later} must start after ${earlier} ends: terms are listed in order and do not overlap.`,
  storedTermOutside: (name) => `${name} would fall outside the school year: choose the terms again with the new dates.`,
  storedBreakOutside: (label, startDate, endDate) => `The break ${label} (${rangeLabel(startDate, endDate)}) would fall outside the school year: move or delete it first.`,
  classOnNonSchoolDay: (title2, days, year) => `${title2} meets on ${dayNames(days)}, which would not be a school day in ${year}: change the class first.`,
  /** A class of a year that meets on a day that is not one of the year's school days. */
  notSchoolDays: (days, year) => `${dayNames(days)} ${days.length === 1 ? "is not a school day" : "are not school days"} in ${year}.`,
  breakLabelRequired: "Please give the break a name.",
  breakLabelTooLong: (max) => `The name can be at most ${max} characters.`,
  breakEndBeforeStart: "The break cannot end before it starts.",
  breakOutside: (year, startDate, endDate) => `The break must lie inside ${year} (${rangeLabel(startDate, endDate)}).`,
  breakOverlaps: (label, startDate, endDate) => `This break overlaps ${label} (${rangeLabel(startDate, endDate)}) for the same child.`,
  breakChildrenRequired: "Choose at least one child, or the whole family.",
  breakChildRepeated: "Each child may appear only once.",
  tooManyBreaks: (max) => `A school year can have at most ${max} breaks.`,
  breakNotFound: "Break not found.",
  // The class form.
  classYearLabel: "School year",
  classYearNone: "None",
  classYearHint: (days) => `School days: ${days}`
};

// src/shared/domain/school-days.ts
function schoolDayNumbers(year, breaks = [], from = year.startDate, to = year.endDate) {
  const first = dayNumber(from > year.startDate ? from : year.startDate);
  const last = dayNumber(to < year.endDate ? to : year.endDate);
  const weekdays = new Set(year.weekdays);
  const off = breaks.map((b) => [dayNumber(b.startDate), dayNumber(b.endDate)]);
  const out = [];
  for (let day = first; day <= last; day++) {
    if (!weekdays.has(weekdayOfDayNumber(day))) continue;
    if (off.some(([s, e]) => s <= day && day <= e)) continue;
    out.push(day);
  }
  return out;
}

// src/shared/domain/school-year.ts
var MAX_SCHOOL_YEARS = 20;
var MAX_YEAR_DAYS = 500;
var MAX_TERMS = 12;
var MAX_BREAKS_PER_YEAR = 50;
var MAX_YEAR_NAME = 60;
var MAX_TERM_NAME = 60;
var MAX_BREAK_LABEL = 100;
var DEFAULT_SCHOOL_WEEKDAYS = [1, 2, 3, 4, 5];
var TERM_PRESETS = ["quarters", "semesters"];
var PRESET_TERMS = {
  quarters: { count: 4, name: schoolYearMessages.quarterName },
  semesters: { count: 2, name: schoolYearMessages.semesterName }
};
var spanDays = (range) => daysBetween(range.startDate, range.endDate) + 1;
var rangesOverlap = (a, b) => a.startDate <= b.endDate && b.startDate <= a.endDate;
var rangeInside = (inner, outer) => outer.startDate <= inner.startDate && inner.endDate <= outer.endDate;
function yearProblem(year) {
  if (year.endDate < year.startDate) return { field: "endDate", message: schoolYearMessages.endBeforeStart };
  if (spanDays(year) > MAX_YEAR_DAYS) return { field: "endDate", message: schoolYearMessages.tooLong(MAX_YEAR_DAYS) };
  if (year.weekdays.length === 0) return { field: "weekdays", message: schoolYearMessages.weekdaysRequired };
  const firstWeek = { ...year, endDate: minDate(year.endDate, addDaysIso(year.startDate, 6)) };
  if (schoolDayNumbers(firstWeek).length === 0) return { field: "weekdays", message: schoolYearMessages.noSchoolDay };
  return null;
}
function termsProblem(year, terms) {
  if (terms.length === 0) return schoolYearMessages.termsRequired;
  if (terms.length > MAX_TERMS) return schoolYearMessages.tooManyTerms(MAX_TERMS);
  for (const [i, term] of terms.entries()) {
    if (term.endDate < term.startDate) return schoolYearMessages.termEndBeforeStart(term.name);
    if (!rangeInside(term, year)) return schoolYearMessages.termOutside(term.name);
    const before = terms[i - 1];
    if (before && term.startDate <= before.endDate) return schoolYearMessages.termsOutOfOrder(before.name, term.name);
  }
  return null;
}
function splitIntoTerms(year, count2, nameOf, breaks = []) {
  let days = schoolDayNumbers(year, breaks);
  if (days.length === 0) days = schoolDayNumbers(year);
  const n = Math.max(1, Math.min(count2, days.length));
  const origin = dayNumber(year.startDate);
  const starts = Array.from(
    { length: n },
    (_, i) => i === 0 ? year.startDate : addDaysIso(year.startDate, days[Math.floor(i * days.length / n)] - origin)
  );
  return starts.map((startDate, i) => ({
    name: nameOf(i + 1),
    startDate,
    endDate: i === n - 1 ? year.endDate : addDaysIso(starts[i + 1], -1)
  }));
}
function presetTerms(year, preset, breaks = []) {
  const { count: count2, name } = PRESET_TERMS[preset];
  return splitIntoTerms(year, count2, name, breaks);
}
function breaksClash(a, b) {
  if (!rangesOverlap(a, b)) return false;
  if (a.studentIds === null || b.studentIds === null) return true;
  const theirs = new Set(b.studentIds);
  return a.studentIds.some((id3) => theirs.has(id3));
}
function nonSchoolWeekdays(classDays, yearWeekdays) {
  const school = new Set(yearWeekdays);
  return classDays.filter((d) => !school.has(d));
}
var minDate = (a, b) => a < b ? a : b;

// src/server/features/school-years/school-years.repository.ts
import { sql as sql7 } from "kysely";
var YEAR_COLUMNS = ["id", "name", "startDate", "endDate", "weekdays", "createdAt", "updatedAt"];
var TERM_COLUMNS = ["id", "schoolYearId", "name", "startDate", "endDate", "createdAt"];
var BREAK_COLUMNS = [
  "id",
  "schoolYearId",
  "label",
  "startDate",
  "endDate",
  "wholeFamily",
  "createdAt"
];
var yearsQuery = (db, userId) => db.selectFrom("schoolYears").select(YEAR_COLUMNS).where("userId", "=", userId).orderBy("startDate").orderBy("id").limit(MAX_SCHOOL_YEARS);
var termsQuery = (db, userId) => db.selectFrom("terms").select(TERM_COLUMNS).where("userId", "=", userId).orderBy("startDate").orderBy("id");
var breaksQuery = (db, userId) => db.selectFrom("breaks").select(BREAK_COLUMNS).where("userId", "=", userId).orderBy("startDate").orderBy("id");
var breakStudentsQuery = (db, userId) => db.selectFrom("breakStudents as bs").innerJoin(
  "students as s",
  (j) => j.onRef("s.id", "=", "bs.studentId").onRef("s.userId", "=", "bs.userId")
).select(["bs.breakId", "bs.studentId", "s.position"]).where("bs.userId", "=", userId).orderBy("s.position").orderBy("bs.studentId");
var classCountsQuery = (db, userId) => db.selectFrom("classes").select(["schoolYearId", sql7`cast(count(*) as integer)`.as("n")]).where("userId", "=", userId).where("schoolYearId", "is not", null).groupBy("schoolYearId");
var yearsByUser = prepared((db, p) => yearsQuery(db, p.userId));
var termsByUser = prepared((db, p) => termsQuery(db, p.userId));
var breaksByUser = prepared((db, p) => breaksQuery(db, p.userId));
var breakStudentsByUser = prepared(
  (db, p) => breakStudentsQuery(db, p.userId)
);
var classCountsByUser = prepared((db, p) => classCountsQuery(db, p.userId));
function childrenByBreak(rows2) {
  const map = /* @__PURE__ */ new Map();
  for (const r of rows2) {
    const list = map.get(r.breakId);
    if (list) list.push(r.studentId);
    else map.set(r.breakId, [r.studentId]);
  }
  return map;
}
var withChildren = (b, children) => ({
  ...b,
  studentIds: b.wholeFamily ? null : children.get(b.id) ?? []
});
var toBreakDto = (b) => ({
  id: b.id,
  schoolYearId: b.schoolYearId,
  label: b.label,
  startDate: b.startDate,
  endDate: b.endDate,
  studentIds: b.studentIds
});
async function listSchoolYears(db, userId) {
  const [years, terms, breaks, breakStudents, classCounts] = await Promise.all([
    yearsByUser.execute(db, { userId }),
    termsByUser.execute(db, { userId }),
    breaksByUser.execute(db, { userId }),
    breakStudentsByUser.execute(db, { userId }),
    classCountsByUser.execute(db, { userId })
  ]);
  const children = childrenByBreak(breakStudents);
  const counts = new Map(classCounts.map((c) => [c.schoolYearId, Number(c.n)]));
  return years.map((row) => {
    const year = fromSchoolYearRow(row);
    return {
      id: year.id,
      name: year.name,
      startDate: year.startDate,
      endDate: year.endDate,
      weekdays: year.weekdays,
      terms: terms.filter((t) => t.schoolYearId === year.id).map((t) => ({ id: t.id, name: t.name, startDate: t.startDate, endDate: t.endDate })),
      breaks: breaks.filter((b) => b.schoolYearId === year.id).map((b) => toBreakDto(withChildren(fromBreakRow(b), children))),
      classCount: counts.get(year.id) ?? 0,
      createdAt: year.createdAt
    };
  });
}
async function listYears(db, userId) {
  return (await yearsByUser.execute(db, { userId })).map(fromSchoolYearRow);
}
async function findYear(db, userId, id3) {
  const row = await db.selectFrom("schoolYears").select(YEAR_COLUMNS).where("userId", "=", userId).where("id", "=", id3).executeTakeFirst();
  return row ? fromSchoolYearRow(row) : void 0;
}
async function insertYear(db, userId, year) {
  await db.insertInto("schoolYears").values(toSchoolYearRow(userId, year)).execute();
}
async function updateYear(db, userId, year) {
  const { id: id3, userId: _userId, createdAt: _createdAt, ...values } = toSchoolYearRow(userId, year);
  await db.updateTable("schoolYears").set(values).where("userId", "=", userId).where("id", "=", id3).execute();
}
async function deleteYear(db, userId, id3) {
  await db.deleteFrom("schoolYears").where("userId", "=", userId).where("id", "=", id3).execute();
}
async function yearTerms(db, userId, yearId) {
  const rows2 = await db.selectFrom("terms").select(TERM_COLUMNS).where("userId", "=", userId).where("schoolYearId", "=", yearId).orderBy("startDate").orderBy("id").execute();
  return rows2.map(fromTermRow);
}
async function replaceTerms(db, userId, yearId, terms) {
  await db.deleteFrom("terms").where("userId", "=", userId).where("schoolYearId", "=", yearId).execute();
  if (terms.length)
    await db.insertInto("terms").values(terms.map((t) => toTermRow(userId, t))).execute();
}
async function yearBreaks(db, userId, yearId) {
  const [breaks, students] = await Promise.all([
    db.selectFrom("breaks").select(BREAK_COLUMNS).where("userId", "=", userId).where("schoolYearId", "=", yearId).orderBy("startDate").orderBy("id").execute(),
    breakStudentsQuery(db, userId).innerJoin("breaks as b", "b.id", "bs.breakId").where("b.userId", "=", userId).where("b.schoolYearId", "=", yearId).execute()
  ]);
  const children = childrenByBreak(students);
  return breaks.map((b) => withChildren(fromBreakRow(b), children));
}
async function findBreak(db, userId, id3) {
  const row = await db.selectFrom("breaks").select(BREAK_COLUMNS).where("userId", "=", userId).where("id", "=", id3).executeTakeFirst();
  if (!row) return void 0;
  const students = await breakStudentsQuery(db, userId).where("bs.breakId", "=", id3).execute();
  return withChildren(fromBreakRow(row), childrenByBreak(students));
}
async function insertBreak(db, userId, value) {
  await db.insertInto("breaks").values(toBreakRow(userId, value)).execute();
}
async function updateBreak(db, userId, value) {
  const { id: id3, userId: _userId, createdAt: _createdAt, ...values } = toBreakRow(userId, value);
  await db.updateTable("breaks").set(values).where("userId", "=", userId).where("id", "=", id3).execute();
}
async function setBreakStudents(db, userId, breakId, studentIds2) {
  await db.deleteFrom("breakStudents").where("userId", "=", userId).where("breakId", "=", breakId).execute();
  if (studentIds2.length)
    await db.insertInto("breakStudents").values(studentIds2.map((studentId) => toBreakStudentRow(userId, { breakId, studentId }))).execute();
}
async function deleteBreak(db, userId, id3) {
  await db.deleteFrom("breaks").where("userId", "=", userId).where("id", "=", id3).execute();
}
async function classesOfYear(db, userId, yearId) {
  const rows2 = await db.selectFrom("classes").select(["id", "title", "daysOfWeek"]).where("userId", "=", userId).where("schoolYearId", "=", yearId).orderBy("title").orderBy("id").execute();
  return rows2.map((r) => ({ id: r.id, title: r.title, daysOfWeek: parseDays(r.daysOfWeek) }));
}
async function familyStudentIds(db, userId) {
  const rows2 = await db.selectFrom("students").select("id").where("userId", "=", userId).orderBy("position").orderBy("id").execute();
  return rows2.map((r) => r.id);
}
function currentYearQuery(db, userId, today) {
  return db.selectFrom("schoolYears").select(["id", "name", "startDate", "endDate", "weekdays"]).where("userId", "=", userId).where("startDate", "<=", today).where("endDate", ">=", today).orderBy("startDate").orderBy("id");
}
function childBreaksQuery(db, userId, studentId, today) {
  return db.selectFrom("breaks").select(["id", "startDate", "endDate"]).where("userId", "=", userId).where(
    "schoolYearId",
    "in",
    db.selectFrom("schoolYears").select("id").where("userId", "=", userId).where("startDate", "<=", today).where("endDate", ">=", today)
  ).where(
    (eb) => eb.or([
      eb("wholeFamily", "=", 1),
      eb(
        "id",
        "in",
        eb.selectFrom("breakStudents").select("breakId").where("breakStudents.userId", "=", userId).where("breakStudents.studentId", "=", studentId)
      )
    ])
  ).orderBy("startDate").orderBy("id");
}
function toCurrentSchoolYear(years, breaks) {
  const [row] = years;
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    weekdays: parseDays(row.weekdays),
    breaks: breaks.map((b) => ({ startDate: b.startDate, endDate: b.endDate }))
  };
}

// src/server/features/school-years/school-years.service.ts
var conflict = (message) => new AppError("CONFLICT", message);
async function checkClassYear(db, userId, yearId, daysOfWeek) {
  await lockAccount(db, userId);
  const year = await findYear(db, userId, yearId);
  if (!year) throw notFound(schoolYearMessages.notFound);
  const off = nonSchoolWeekdays(daysOfWeek, year.weekdays);
  if (off.length) {
    const message = schoolYearMessages.notSchoolDays(off, year.name);
    throw validationFailed(message, { daysOfWeek: message });
  }
}
function termsFor(year, terms, breaks) {
  const ranges = typeof terms === "string" ? presetTerms(year, terms, breaks) : terms;
  return ranges.map((t) => ({
    id: randomUUID5(),
    schoolYearId: year.id,
    name: t.name,
    startDate: t.startDate,
    endDate: t.endDate,
    createdAt: year.updatedAt
  }));
}
function checkYearShape(year, terms) {
  const problem = yearProblem(year);
  if (problem) throw validationFailed(problem.message, { [problem.field]: problem.message });
  if (Array.isArray(terms)) {
    const message = termsProblem(year, terms);
    if (message) throw validationFailed(message, { terms: message });
  }
}
function checkNoOverlap(years, year) {
  const other = years.find((y) => y.id !== year.id && rangesOverlap(y, year));
  if (other) throw conflict(schoolYearMessages.overlaps(other.name, other.startDate, other.endDate));
}
async function checkedChildren(db, userId, requested) {
  const family = await familyStudentIds(db, userId);
  const own = new Set(family);
  if (requested.some((id3) => !own.has(id3))) throw notFound();
  const wanted = new Set(requested);
  return family.filter((id3) => wanted.has(id3));
}
function checkBreakPlace(year, others, value) {
  if (value.endDate < value.startDate)
    throw validationFailed(schoolYearMessages.breakEndBeforeStart, { endDate: schoolYearMessages.breakEndBeforeStart });
  if (!rangeInside(value, year)) {
    const message = schoolYearMessages.breakOutside(year.name, year.startDate, year.endDate);
    throw validationFailed(message, {
      [value.startDate < year.startDate ? "startDate" : "endDate"]: message
    });
  }
  const clash = others.find((b) => breaksClash(b, value));
  if (clash) throw conflict(schoolYearMessages.breakOverlaps(clash.label, clash.startDate, clash.endDate));
}
async function yearDto(db, userId, id3) {
  const year = (await listSchoolYears(db, userId)).find((y) => y.id === id3);
  if (!year) throw notFound(schoolYearMessages.notFound);
  return year;
}
function schoolYearsService(deps) {
  const { db } = deps;
  return {
    list: (userId) => listSchoolYears(db, userId),
    async create(userId, input) {
      const year = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        const years = await listYears(trx, userId);
        if (years.length >= MAX_SCHOOL_YEARS) throw conflict(schoolYearMessages.tooMany(MAX_SCHOOL_YEARS));
        checkNoOverlap(years, input);
        const now = (/* @__PURE__ */ new Date()).toISOString();
        const year2 = {
          id: randomUUID5(),
          name: input.name,
          startDate: input.startDate,
          endDate: input.endDate,
          weekdays: input.weekdays,
          createdAt: now,
          updatedAt: now
        };
        await insertYear(trx, userId, year2);
        await replaceTerms(trx, userId, year2.id, termsFor(year2, input.terms, []));
        return yearDto(trx, userId, year2.id);
      });
      deps.bus.publish(userId, "school-years");
      return year;
    },
    /**
     * Changes a year. Given terms replace its terms (a preset counts the school days outside the family's
     * breaks). The year must keep its classes' weekdays, its breaks and (without new terms) its terms: 409
     * naming the first that would not fit.
     */
    async update(userId, id3, patch) {
      const year = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        const existing = await findYear(trx, userId, id3);
        if (!existing) throw notFound(schoolYearMessages.notFound);
        const next = {
          ...existing,
          name: patch.name ?? existing.name,
          startDate: patch.startDate ?? existing.startDate,
          endDate: patch.endDate ?? existing.endDate,
          weekdays: patch.weekdays ?? existing.weekdays,
          updatedAt: (/* @__PURE__ */ new Date()).toISOString()
        };
        checkYearShape(next, patch.terms);
        checkNoOverlap(await listYears(trx, userId), next);
        for (const cls of await classesOfYear(trx, userId, id3)) {
          const off = nonSchoolWeekdays(cls.daysOfWeek, next.weekdays);
          if (off.length) throw conflict(schoolYearMessages.classOnNonSchoolDay(cls.title, off, next.name));
        }
        const breaks = await yearBreaks(trx, userId, id3);
        const outside = breaks.find((b) => !rangeInside(b, next));
        if (outside) throw conflict(schoolYearMessages.storedBreakOutside(outside.label, outside.startDate, outside.endDate));
        if (patch.terms === void 0) {
          const term = (await yearTerms(trx, userId, id3)).find((t) => !rangeInside(t, next));
          if (term) throw conflict(schoolYearMessages.storedTermOutside(term.name));
        }
        await updateYear(trx, userId, next);
        if (patch.terms !== void 0) {
          const familyBreaks = breaks.filter((b) => b.studentIds === null);
          await replaceTerms(trx, userId, id3, termsFor(next, patch.terms, familyBreaks));
        }
        return yearDto(trx, userId, id3);
      });
      deps.bus.publish(userId, "school-years");
      return year;
    },
    /** Deletes the year with its terms and breaks; its classes stay, without a year. */
    async remove(userId, id3) {
      await db.transaction().execute(async (trx) => {
        if (!await findYear(trx, userId, id3)) throw notFound(schoolYearMessages.notFound);
        await deleteYear(trx, userId, id3);
      });
      deps.bus.publish(userId, "school-years", "classes");
    },
    async addBreak(userId, yearId, input) {
      const added2 = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        const year = await findYear(trx, userId, yearId);
        if (!year) throw notFound(schoolYearMessages.notFound);
        const studentIds2 = input.studentIds === null ? null : await checkedChildren(trx, userId, input.studentIds);
        const others = await yearBreaks(trx, userId, yearId);
        if (others.length >= MAX_BREAKS_PER_YEAR) throw conflict(schoolYearMessages.tooManyBreaks(MAX_BREAKS_PER_YEAR));
        const value = { ...input, studentIds: studentIds2 };
        checkBreakPlace(year, others, value);
        const stored = {
          id: randomUUID5(),
          schoolYearId: yearId,
          label: input.label,
          startDate: input.startDate,
          endDate: input.endDate,
          wholeFamily: studentIds2 === null,
          createdAt: (/* @__PURE__ */ new Date()).toISOString()
        };
        await insertBreak(trx, userId, stored);
        await setBreakStudents(trx, userId, stored.id, studentIds2 ?? []);
        return toBreakDto({ ...stored, studentIds: studentIds2 });
      });
      deps.bus.publish(userId, "school-years");
      return added2;
    },
    async updateBreak(userId, id3, patch) {
      const updated = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        const existing = await findBreak(trx, userId, id3);
        if (!existing) throw notFound(schoolYearMessages.breakNotFound);
        const year = await findYear(trx, userId, existing.schoolYearId);
        const studentIds2 = patch.studentIds === void 0 ? existing.studentIds : patch.studentIds === null ? null : await checkedChildren(trx, userId, patch.studentIds);
        const next = {
          ...existing,
          label: patch.label ?? existing.label,
          startDate: patch.startDate ?? existing.startDate,
          endDate: patch.endDate ?? existing.endDate,
          wholeFamily: studentIds2 === null,
          studentIds: studentIds2
        };
        const others = (await yearBreaks(trx, userId, year.id)).filter((b) => b.id !== id3);
        checkBreakPlace(year, others, next);
        const { studentIds: _children, ...stored } = next;
        await updateBreak(trx, userId, stored);
        if (patch.studentIds !== void 0) await setBreakStudents(trx, userId, id3, studentIds2 ?? []);
        return toBreakDto(next);
      });
      deps.bus.publish(userId, "school-years");
      return updated;
    },
    async removeBreak(userId, id3) {
      await db.transaction().execute(async (trx) => {
        if (!await findBreak(trx, userId, id3)) throw notFound(schoolYearMessages.breakNotFound);
        await deleteBreak(trx, userId, id3);
      });
      deps.bus.publish(userId, "school-years");
    }
  };
}

// src/server/features/classes/classes.repository.ts
function toClassDto(row, studentIds2) {
  const { updatedAt: _updatedAt, ...c } = fromClassRow(row);
  return {
    ...c,
    studentIds: studentIds2,
    emoji: c.emoji || emojiForTitle(c.title),
    classTimes: formatClassTimes(c.startTime, c.endTime),
    hoursPerWeek: hoursPerWeek(c.startTime, c.endTime, c.daysOfWeek)
  };
}
var CLASS_COLUMNS = [
  "id",
  "userId",
  "title",
  "description",
  "emoji",
  "teacherPlatform",
  "daysOfWeek",
  "startTime",
  "endTime",
  "startDate",
  "endDate",
  "schoolYearId",
  "createdAt",
  "updatedAt"
];
function classesQuery(db, userId, limit) {
  return db.selectFrom("classes").select(CLASS_COLUMNS).where("userId", "=", userId).orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit);
}
var classesByUser = prepared(
  (db, p) => classesQuery(db, p.userId, p.limit)
);
function listClasses2(db, userId, limit) {
  return classesByUser.execute(db, { userId, limit });
}
function enrolmentsQuery(db, userId) {
  return db.selectFrom("classStudents as cs").innerJoin("students as s", "s.id", "cs.studentId").select(["cs.classId", "cs.studentId", "s.position"]).where("cs.userId", "=", userId).where("s.userId", "=", userId).orderBy("s.position").orderBy("cs.studentId");
}
var enrolmentsByUser = prepared((db, p) => enrolmentsQuery(db, p.userId));
function listEnrolments(db, userId) {
  return enrolmentsByUser.execute(db, { userId });
}
async function classStudentIds(db, userId, classId) {
  const rows2 = await enrolmentsQuery(db, userId).where("cs.classId", "=", classId).execute();
  return rows2.map((r) => r.studentId);
}
function toClassDtos(rows2, enrolments) {
  const byClass = /* @__PURE__ */ new Map();
  for (const e of enrolments) {
    const list = byClass.get(e.classId);
    if (list) list.push(e.studentId);
    else byClass.set(e.classId, [e.studentId]);
  }
  return rows2.map((row) => toClassDto(row, byClass.get(row.id) ?? []));
}
async function familyStudentIds2(db, userId) {
  const rows2 = await db.selectFrom("students").select("id").where("userId", "=", userId).orderBy("position").orderBy("id").execute();
  return rows2.map((r) => r.id);
}
async function setEnrolment(db, userId, classId, studentIds2) {
  await db.deleteFrom("classStudents").where("userId", "=", userId).where("classId", "=", classId).execute();
  if (studentIds2.length > 0) {
    await db.insertInto("classStudents").values(studentIds2.map((studentId) => toClassStudentRow(userId, { classId, studentId }))).execute();
  }
}
async function countClasses(db, userId) {
  const row = await db.selectFrom("classes").select((eb) => eb.fn.countAll().as("n")).where("userId", "=", userId).executeTakeFirstOrThrow();
  return Number(row.n);
}
function findClass(db, userId, id3) {
  return db.selectFrom("classes").selectAll().where("userId", "=", userId).where("id", "=", id3).executeTakeFirst();
}
async function insertClass(db, row) {
  await db.insertInto("classes").values(row).execute();
}
async function updateClass(db, userId, id3, values) {
  await db.updateTable("classes").set(values).where("userId", "=", userId).where("id", "=", id3).execute();
}
async function deleteClass(db, userId, id3) {
  await db.deleteFrom("classes").where("userId", "=", userId).where("id", "=", id3).execute();
}

// src/server/features/classes/classes.service.ts
function firstIssue(error) {
  const fields2 = {};
  for (const issue of error.issues) fields2[issue.path.join(".") || "_"] ??= issue.message;
  return { message: error.issues[0]?.message ?? commonMessages.requestNotValid, fields: fields2 };
}
var storedFields = ({ studentIds: _studentIds, ...values }) => ({
  ...values,
  emoji: values.emoji ?? emojiForTitle(values.title)
});
async function checkedEnrolment(trx, userId, requested) {
  const family = await familyStudentIds2(trx, userId);
  if (requested === void 0) return family;
  const own = new Set(family);
  if (requested.some((id3) => !own.has(id3))) throw notFound();
  const wanted = new Set(requested);
  return family.filter((id3) => wanted.has(id3));
}
function classesService(deps, syncOptions = {}) {
  const { db } = deps;
  const todayFor = async (userId) => todayIn((await deps.profiles.get(userId)).settings.timezone);
  return {
    async list(userId) {
      const [rows2, enrolments] = await Promise.all([
        listClasses2(db, userId, MAX_CLASSES),
        listEnrolments(db, userId)
      ]);
      return toClassDtos(rows2, enrolments);
    },
    /** `alsoInTransaction` writes more with the class, in its transaction (a copy's lessons). */
    async create(userId, input, alsoInTransaction) {
      const today = await todayFor(userId);
      const now = (/* @__PURE__ */ new Date()).toISOString();
      const row = toClassRow(userId, {
        id: randomUUID6(),
        ...storedFields(input),
        createdAt: now,
        updatedAt: now
      });
      const { sync, studentIds: studentIds2 } = await db.transaction().execute(async (trx) => {
        if (row.schoolYearId) await checkClassYear(trx, userId, row.schoolYearId, input.daysOfWeek);
        const studentIds3 = await checkedEnrolment(trx, userId, input.studentIds);
        if (await countClasses(trx, userId) >= MAX_CLASSES)
          throw new AppError("CONFLICT", classMessages.tooMany(MAX_CLASSES));
        await insertClass(trx, row);
        await setEnrolment(trx, userId, row.id, studentIds3);
        const sync2 = await syncClassEvents(trx, row, today, syncOptions);
        await alsoInTransaction?.(trx, row.id);
        return { sync: sync2, studentIds: studentIds3 };
      });
      deps.bus.publish(userId, "classes", "events");
      return { ...toClassDto(row, studentIds2), synced: sync.synced, syncedEventCount: sync.count };
    },
    async update(userId, id3, patch) {
      const today = await todayFor(userId);
      const result = await db.transaction().execute(async (trx) => {
        const existing = await findClass(trx, userId, id3);
        if (!existing) throw notFound(classMessages.notFound);
        const { studentIds: requested, ...fields2 } = patch;
        const defined = Object.fromEntries(Object.entries(fields2).filter(([, v]) => v !== void 0));
        const current = fromClassRow(existing);
        const parsed = classInputSchema.safeParse({ ...current, ...defined });
        if (!parsed.success) {
          const { message, fields: fields3 } = firstIssue(parsed.error);
          throw validationFailed(message, fields3);
        }
        if (parsed.data.schoolYearId)
          await checkClassYear(trx, userId, parsed.data.schoolYearId, parsed.data.daysOfWeek);
        const row = toClassRow(userId, {
          ...current,
          ...storedFields(parsed.data),
          updatedAt: (/* @__PURE__ */ new Date()).toISOString()
        });
        const { id: _id, userId: _userId, createdAt: _createdAt, ...values } = row;
        let studentIds2;
        if (requested === void 0) {
          studentIds2 = await classStudentIds(trx, userId, id3);
        } else {
          studentIds2 = await checkedEnrolment(trx, userId, requested);
          await setEnrolment(trx, userId, id3, studentIds2);
        }
        await updateClass(trx, userId, id3, values);
        const sync = await syncClassEvents(trx, row, today, syncOptions);
        return { row, sync, studentIds: studentIds2 };
      });
      deps.bus.publish(userId, "classes", "events");
      return {
        ...toClassDto(result.row, result.studentIds),
        synced: result.sync.synced,
        syncedEventCount: result.sync.count
      };
    },
    /** Deletes the class and all of its calendar events in one transaction. */
    async remove(userId, id3) {
      const deletedEventCount = await db.transaction().execute(async (trx) => {
        const existing = await findClass(trx, userId, id3);
        if (!existing) throw notFound(classMessages.notFound);
        const count2 = await deleteAllEventsOfClass(trx, userId, id3);
        await deleteClass(trx, userId, id3);
        return count2;
      });
      deps.bus.publish(userId, "classes", "events");
      return { id: id3, deletedEventCount };
    }
  };
}

// src/server/features/classes/classes.routes.ts
async function logSyncFailure(req, work) {
  try {
    return await work;
  } catch (err) {
    if (err instanceof ClassSyncError) req.log.error({ err: err.reason }, "class calendar sync failed");
    throw err;
  }
}
function registerClassesRoutes(app2, deps) {
  const r = app2.withTypeProvider();
  const service = classesService(deps);
  const tags = ["classes"];
  r.get(
    "/api/classes",
    { onRequest: app2.requireUser, schema: { tags, response: { 200: classSchema.array() } } },
    async (req) => service.list(req.user.id)
  );
  r.post(
    "/api/classes",
    {
      onRequest: app2.requireUser,
      schema: { tags, body: classInputSchema, response: { 201: classWriteResultSchema } }
    },
    async (req, reply) => reply.status(201).send(await logSyncFailure(req, service.create(req.user.id, req.body)))
  );
  r.patch(
    "/api/classes/:id",
    {
      onRequest: app2.requireUser,
      schema: {
        tags,
        params: classIdParamsSchema,
        body: classPatchSchema,
        response: { 200: classWriteResultSchema }
      }
    },
    async (req) => logSyncFailure(req, service.update(req.user.id, req.params.id, req.body))
  );
  r.delete(
    "/api/classes/:id",
    {
      onRequest: app2.requireUser,
      schema: { tags, params: classIdParamsSchema, response: { 200: classDeleteResultSchema } }
    },
    async (req) => service.remove(req.user.id, req.params.id)
  );
}

// src/shared/schemas/dashboard.ts
import { z as z23 } from "zod";

// src/shared/schemas/game.ts
import { z as z19 } from "zod";
var achievementSchema = z19.object({
  id: z19.string(),
  title: z19.string(),
  description: z19.string(),
  icon: z19.string(),
  unlocked: z19.boolean(),
  unlockedAt: z19.string().nullable(),
  progress: z19.object({ current: z19.number().int(), target: z19.number().int() })
});
var gameStateSchema = z19.object({
  xp: z19.number().int(),
  level: z19.number().int(),
  xpToNextLevel: z19.number().int(),
  currentStreak: z19.number().int(),
  achievements: z19.array(achievementSchema)
});

// src/shared/schemas/school-years.ts
import { z as z20 } from "zod";
var isoDate3 = z20.string({ error: schoolYearMessages.dateInvalid }).refine(isIsoDate, schoolYearMessages.dateInvalid);
var weekdaysSchema = z20.array(z20.number({ error: schoolYearMessages.weekdaysRequired }).int().min(0).max(6), { error: schoolYearMessages.weekdaysRequired }).min(1, schoolYearMessages.weekdaysRequired).max(7).transform((days) => [...new Set(days)].sort((a, b) => a - b));
var yearName = z20.string({ error: schoolYearMessages.nameRequired }).trim().min(1, schoolYearMessages.nameRequired).max(MAX_YEAR_NAME, schoolYearMessages.nameTooLong(MAX_YEAR_NAME));
var termInputSchema = z20.object({
  name: z20.string({ error: schoolYearMessages.termNameRequired }).trim().min(1, schoolYearMessages.termNameRequired).max(MAX_TERM_NAME, schoolYearMessages.termNameTooLong(MAX_TERM_NAME)),
  startDate: isoDate3,
  endDate: isoDate3
});
var termsInputSchema = z20.union(
  [
    z20.enum(TERM_PRESETS),
    z20.array(termInputSchema).min(1, schoolYearMessages.termsRequired).max(MAX_TERMS, schoolYearMessages.tooManyTerms(MAX_TERMS))
  ],
  { error: schoolYearMessages.termsInvalid }
);
var schoolYearFieldsSchema = z20.object({
  name: yearName,
  startDate: isoDate3,
  endDate: isoDate3,
  weekdays: weekdaysSchema,
  terms: termsInputSchema
});
function checkYear(value, ctx) {
  if (!isIsoDate(value.startDate) || !isIsoDate(value.endDate)) return;
  const problem = yearProblem(value);
  if (problem) {
    ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
    return;
  }
  if (Array.isArray(value.terms)) {
    const terms = termsProblem(value, value.terms);
    if (terms) ctx.addIssue({ code: "custom", path: ["terms"], message: terms });
  }
}
var schoolYearInputSchema = schoolYearFieldsSchema.extend({
  weekdays: weekdaysSchema.default([...DEFAULT_SCHOOL_WEEKDAYS]),
  terms: termsInputSchema.default("quarters")
}).superRefine(checkYear);
var schoolYearPatchSchema = schoolYearFieldsSchema.partial();
var breakStudentIds = z20.array(studentIdSchema, { error: schoolYearMessages.breakChildrenRequired }).min(1, schoolYearMessages.breakChildrenRequired).max(MAX_CHILDREN).refine((ids) => new Set(ids).size === ids.length, schoolYearMessages.breakChildRepeated).nullable();
var breakFields = {
  label: z20.string({ error: schoolYearMessages.breakLabelRequired }).trim().min(1, schoolYearMessages.breakLabelRequired).max(MAX_BREAK_LABEL, schoolYearMessages.breakLabelTooLong(MAX_BREAK_LABEL)),
  startDate: isoDate3,
  endDate: isoDate3
};
function checkBreakOrder(value, ctx) {
  if (value.startDate && value.endDate && value.endDate < value.startDate)
    ctx.addIssue({ code: "custom", path: ["endDate"], message: schoolYearMessages.breakEndBeforeStart });
}
var breakInputSchema = z20.object({ ...breakFields, studentIds: breakStudentIds.default(null) }).superRefine(checkBreakOrder);
var breakPatchSchema = z20.object({ ...breakFields, studentIds: breakStudentIds }).partial();
var termSchema = z20.object({
  id: z20.string(),
  name: z20.string(),
  startDate: z20.string(),
  endDate: z20.string()
});
var breakSchema = z20.object({
  id: z20.string(),
  schoolYearId: z20.string(),
  label: z20.string(),
  startDate: z20.string(),
  endDate: z20.string(),
  /** The children on the break, in the family's order; null: the whole family. */
  studentIds: z20.array(z20.string()).nullable()
});
var schoolYearSchema = z20.object({
  id: z20.string(),
  name: z20.string(),
  startDate: z20.string(),
  endDate: z20.string(),
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: z20.array(z20.number().int()),
  /** In date order. */
  terms: z20.array(termSchema),
  /** In date order. */
  breaks: z20.array(breakSchema),
  /** How many of the family's classes belong to the year. */
  classCount: z20.number().int(),
  createdAt: z20.string()
});
var schoolYearIdParamsSchema = z20.object({ id: z20.string().min(1).max(64) });
var breakIdParamsSchema = z20.object({ id: z20.string().min(1).max(64) });
var currentSchoolYearSchema = z20.object({
  id: z20.string(),
  name: z20.string(),
  startDate: z20.string(),
  endDate: z20.string(),
  weekdays: z20.array(z20.number().int()),
  breaks: z20.array(z20.object({ startDate: z20.string(), endDate: z20.string() }))
});

// src/shared/schemas/lesson-plan.ts
import { z as z21 } from "zod";

// src/shared/domain/class-color.ts
var CLASS_COLORS = [
  "class-color-1",
  "class-color-2",
  "class-color-3",
  "class-color-4",
  "class-color-5",
  "class-color-6",
  "class-color-7",
  "class-color-8",
  "class-color-9",
  "class-color-10"
];
function hash(id3) {
  let h = 2166136261;
  for (let i = 0; i < id3.length; i++) {
    h ^= id3.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function classColor(classId) {
  return CLASS_COLORS[hash(classId) % CLASS_COLORS.length] ?? "class-color-1";
}

// src/shared/messages/lesson-plan.ts
var lessonPlanMessages = {
  // The server's answers.
  lessonNotFound: "Lesson not found.",
  classNotFound: "Class not found.",
  childNotFound: "Child not found.",
  invalidDate: "Please choose a valid date (yyyy-MM-dd).",
  futureCompletion: "A lesson can't be completed on a day that hasn't come yet.",
  beforeYearStart: (yearStart) => `A lesson can't be completed before its school year starts (${yearStart}).`,
  minutes: "Minutes must be a whole number from 0 to 1440.",
  pastSkip: "Only today or a later day can be skipped.",
  pastUnskip: "Only a skip of today or a later day can be undone.",
  notClassDay: "That day isn't a class day of this class for this child.",
  notMonday: "The week must start on a Monday (yyyy-MM-dd).",
  // The week page's words.
  skipped: "Day skipped: the lessons after it move one class day later",
  unskipped: "Skip undone: the lessons move back",
  skipFailed: "Failed to skip the day",
  unskipFailed: "Failed to undo the skip",
  loadFailed: "Failed to load the week",
  skipDay: "Skip this day",
  undoSkip: "Undo skip",
  skippedDay: "Skipped",
  noLessonsDay: "No lessons",
  noLessonsWeek: "No lessons this week",
  breakDay: "Break",
  absentDay: "Absent"
};

// src/shared/schemas/lesson-plan.ts
var id2 = z21.string().min(1).max(100);
var isoDate4 = (message) => z21.string({ message }).refine(isIsoDate, { message });
var lessonParamsSchema = z21.object({ studentId: studentIdSchema, lessonId: id2 });
var completeLessonSchema = z21.strictObject({
  date: isoDate4(lessonPlanMessages.invalidDate).optional(),
  minutes: z21.number({ message: lessonPlanMessages.minutes }).int(lessonPlanMessages.minutes).min(0, lessonPlanMessages.minutes).max(1440, lessonPlanMessages.minutes).optional()
}).nullish();
var lessonCompletionResultSchema = z21.object({
  lessonId: z21.string(),
  classId: z21.string(),
  studentId: z21.string(),
  completed: z21.boolean(),
  /** The completion's day and minutes (null once un-completed). */
  date: z21.string().nullable(),
  minutes: z21.number().int().nullable(),
  /** xp this request added (+15) or took back (−15); 0 when nothing changed (completing twice). */
  xpChange: z21.number().int(),
  /** Whether this request marked the day present (it was not marked yet). */
  attendanceMarked: z21.boolean()
});
var skipParamsSchema = z21.object({
  studentId: studentIdSchema,
  classId: id2,
  date: isoDate4(lessonPlanMessages.invalidDate)
});
var skipResultSchema = z21.object({
  studentId: z21.string(),
  classId: z21.string(),
  date: z21.string(),
  skipped: z21.boolean()
});
var weekQuerySchema = z21.object({
  start: isoDate4(lessonPlanMessages.notMonday).refine((d) => !isIsoDate(d) || weekdayOf(d) === 1, { message: lessonPlanMessages.notMonday }).optional(),
  studentId: studentIdSchema.optional()
});
var dayLessonSchema = z21.object({
  lessonId: z21.string(),
  classId: z21.string(),
  title: z21.string(),
  minutes: z21.number().int(),
  done: z21.boolean()
});
var weekDaySchema = z21.object({
  date: z21.string(),
  lessons: z21.array(dayLessonSchema),
  /** The classes skipped that day for the child. */
  skippedClassIds: z21.array(z21.string()),
  /** The break the day is in for the child; null: none. */
  breakLabel: z21.string().nullable(),
  absent: z21.boolean()
});
var weekClassSchema = z21.object({
  id: z21.string(),
  title: z21.string(),
  emoji: z21.string(),
  color: z21.enum(CLASS_COLORS)
});
var weekSchema = z21.object({
  /** Monday and Sunday of the week. */
  start: z21.string(),
  end: z21.string(),
  /** The family's today. */
  today: z21.string(),
  /** The classes the week's lessons belong to (each lesson names its class). */
  classes: z21.array(weekClassSchema),
  children: z21.array(
    z21.object({
      student: z21.object({
        id: z21.string(),
        name: z21.string(),
        color: z21.enum(STUDENT_COLORS),
        emoji: z21.string()
      }),
      /** Monday to Sunday. */
      days: z21.array(weekDaySchema).length(7)
    })
  )
});

// src/shared/schemas/tasks.ts
import { z as z22 } from "zod";
var taskSchema = datedListItemSchema;
var todayTasksSchema = z22.object({
  date: z22.string(),
  tasks: z22.array(taskSchema),
  carriedForward: z22.number().int().min(0)
});

// src/shared/schemas/dashboard.ts
var dashboardSchema = z23.object({
  /** The child's name (the page title is made from its first name). */
  displayName: z23.string().nullable(),
  /** Today in the family's timezone. */
  today: z23.string(),
  /** Monday to Sunday of this week. */
  week: z23.array(z23.string()).length(7),
  /** The classes the child is enrolled in. */
  classes: z23.array(classSchema),
  /** The family's and the child's calendar events from this week's Monday through today + 6 days. */
  events: z23.array(calendarEventSchema),
  upcomingEventsThisWeek: z23.number().int(),
  totalHoursPerWeek: z23.number(),
  tasks: todayTasksSchema,
  attendance: attendanceSummarySchema,
  game: gameStateSchema,
  /** The school year today is in, with the breaks that apply to the child; null: none (the calendar year shows). */
  schoolYear: currentSchoolYearSchema.nullable(),
  /** Today's lessons of the child: the plan's for today and the ones done today, in the classes' order. */
  lessons: z23.array(dayLessonSchema)
});

// src/shared/schemas/family.ts
import { z as z24 } from "zod";
var nextClassSchema = z24.object({
  classId: z24.string(),
  title: z24.string(),
  emoji: z24.string(),
  /** 'yyyy-MM-dd'. */
  date: z24.string(),
  /** 'HH:mm'. */
  startTime: z24.string()
});
var familyChildSchema = z24.object({
  student: studentSchema,
  tasksToday: z24.number().int(),
  tasksDoneToday: z24.number().int(),
  /** This week's attendance (Monday to Sunday): days present and days recorded. */
  attendanceWeek: z24.object({ present: z24.number().int(), recorded: z24.number().int() }),
  nextClass: nextClassSchema.nullable()
});
var familyOverviewSchema = z24.object({
  /** Today in the family's timezone. */
  today: z24.string(),
  children: z24.array(familyChildSchema)
});

// src/server/http/plain-json.ts
var plainJson = () => (data) => JSON.stringify(data);
var sendJsonText = (reply, body) => reply.type("application/json; charset=utf-8").send(body);

// src/server/features/profile/family-timezone.ts
var familyTimezone = (deps, userId) => deps.readCache.remember(userId, "timezone", async () => (await deps.profiles.get(userId)).settings.timezone);

// src/shared/domain/lesson-week.ts
var MAX_LESSONS_PER_CLASS = 1e3;
function isClassDay(cls, date, breaks) {
  const weekday = weekdayOf(date);
  if (!cls.daysOfWeek.includes(weekday)) return false;
  if (cls.startDate && date < cls.startDate) return false;
  if (cls.endDate && date > cls.endDate) return false;
  if (cls.year) {
    if (!cls.year.weekdays.includes(weekday)) return false;
    if (date < cls.year.startDate || date > cls.year.endDate) return false;
  }
  return !breaks.some((b) => b.startDate <= date && date <= b.endDate);
}
function completionDateProblem(date, today, yearStart) {
  if (date > today) return "future";
  if (yearStart && date < yearStart) return "beforeYear";
  return null;
}
function lessonsNeeded(today, last) {
  if (last < today) return 0;
  return Math.min(daysBetween(today, last) + 1, MAX_LESSONS_PER_CLASS);
}
function planDays(inputs, studentIds2) {
  const { today, days } = inputs;
  const first = days[0];
  const last = days.at(-1);
  const result = /* @__PURE__ */ new Map();
  if (!first || !last) {
    for (const id3 of studentIds2) result.set(id3, []);
    return result;
  }
  const order = new Map(inputs.classes.map((c, i) => [c.id, i]));
  const pair = (classId, studentId) => `${classId}\0${studentId}`;
  const nextBy = groupBy2(inputs.next, (l) => pair(l.classId, l.studentId));
  const doneBy = groupBy2(inputs.done, (d) => pair(d.classId, d.studentId));
  const skipsBy = groupBy2(inputs.skips, (s) => pair(s.classId, s.studentId));
  const absencesBy = groupBy2(inputs.absences, (a) => a.studentId);
  const shown = new Set(days);
  for (const studentId of studentIds2) {
    const breaks = inputs.breaks.filter((b) => b.studentId === null || b.studentId === studentId);
    const absent = new Set((absencesBy.get(studentId) ?? []).map((a) => a.date));
    const byDay = new Map(
      days.map((date) => [
        date,
        {
          date,
          lessons: [],
          skippedClassIds: [],
          breakLabel: breaks.find((b) => b.startDate <= date && date <= b.endDate)?.label ?? null,
          absent: absent.has(date)
        }
      ])
    );
    const rank = /* @__PURE__ */ new Map();
    const add = (date, lesson, position) => {
      const day = byDay.get(date);
      if (!day) return;
      day.lessons.push(lesson);
      rank.set(lesson, [order.get(lesson.classId) ?? order.size, position]);
    };
    for (const cls of inputs.classes) {
      const key = pair(cls.id, studentId);
      const done = doneBy.get(key) ?? [];
      const skips = skipsBy.get(key) ?? [];
      for (const s of skips) if (shown.has(s.date)) byDay.get(s.date).skippedClassIds.push(cls.id);
      const queue = nextBy.get(key);
      if (!queue?.length || last < today) continue;
      const titles = new Map(queue.map((l) => [l.lessonId, l]));
      const placement = placeLessons({
        today,
        until: last,
        lessons: queue.map((l) => ({ id: l.lessonId, completed: false })),
        classWeekdays: cls.daysOfWeek,
        classStart: cls.startDate,
        classEnd: cls.endDate,
        year: cls.year,
        breaks,
        skips: skips.map((s) => s.date),
        absences: absent,
        completedOn: done.map((d) => d.date)
      });
      for (const p of placement.placed) {
        if (p.date < first) continue;
        const l = titles.get(p.lessonId);
        add(
          p.date,
          { lessonId: l.lessonId, classId: l.classId, title: l.title, minutes: l.minutes, done: false },
          Number.MAX_SAFE_INTEGER
        );
      }
    }
    for (const d of inputs.done) {
      if (d.studentId !== studentId || !shown.has(d.date)) continue;
      add(
        d.date,
        { lessonId: d.lessonId, classId: d.classId, title: d.title, minutes: d.minutes, done: true },
        d.position
      );
    }
    for (const day of byDay.values()) {
      day.lessons.sort((a, b) => {
        const [ca, pa] = rank.get(a);
        const [cb, pb] = rank.get(b);
        return ca - cb || pa - pb;
      });
    }
    result.set(studentId, [...byDay.values()]);
  }
  return result;
}
function groupBy2(items, key) {
  const map = /* @__PURE__ */ new Map();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

// src/shared/domain/weekly-plan.ts
function classMeetsOn(cls, date) {
  if (!cls.daysOfWeek.includes(weekdayOf(date))) return false;
  if (cls.startDate && date < cls.startDate) return false;
  if (cls.endDate && date > cls.endDate) return false;
  return true;
}
function weekDates(today) {
  const monday = mondayOf(today);
  return Array.from({ length: 7 }, (_, i) => addDaysIso(monday, i));
}
function nextMeeting(classes, today, nowTime, lastDate) {
  for (let date = today; date <= lastDate; date = addDaysIso(date, 1)) {
    const [first] = classes.filter((c) => classMeetsOn(c, date) && (date > today || c.startTime >= nowTime)).sort((a, b) => a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title));
    if (first) return { cls: first, date };
  }
  return null;
}

// src/shared/domain/carry-forward.ts
function tasksToCarryForward(input) {
  if (!input.firstLoadToday || input.todayTaskCount > 0) return [];
  return input.yesterdayIncomplete.map(({ title: title2, priority: priority3 }) => ({ title: title2, priority: priority3 }));
}
function carryForwardSourceDay(today) {
  return addDaysIso(today, -1);
}

// src/server/features/tasks/tasks.repository.ts
async function claimCarryForwardDay(db, child, day) {
  const inserted = await db.insertInto("taskCarryForward").values(
    toCarryForwardRow(child.userId, {
      studentId: child.studentId,
      day,
      carried: 0,
      createdAt: (/* @__PURE__ */ new Date()).toISOString()
    })
  ).onConflict((oc) => oc.columns(["userId", "studentId", "day"]).doNothing()).returning("day").executeTakeFirst();
  return inserted !== void 0;
}
async function recordCarried(db, child, day, carried) {
  await db.updateTable("taskCarryForward").set({ carried }).where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("day", "=", day).execute();
}
var claimedDayQuery = (db, userId, studentId, day) => db.selectFrom("taskCarryForward").select("day").where("userId", "=", userId).where("studentId", "=", studentId).where("day", "=", day);
var claimedDay = prepared(
  (db, p) => claimedDayQuery(db, p.userId, p.studentId, p.day)
);
async function carryForwardDayClaimed(db, child, day) {
  return await claimedDay.executeTakeFirst(db, { userId: child.userId, studentId: child.studentId, day }) !== void 0;
}

// src/server/features/tasks/tasks.service.ts
var asTask = (item) => ({ ...apiItem(item), createdDate: item.createdDate });
var TASKS = {
  ...LIST_TABLES.tasks,
  busKind: "tasks",
  xp: { kind: "task", reward: XP_REWARDS.task }
};
function tasksService(deps, opts = {}) {
  const items = listItemsService(deps, TASKS, opts);
  const claimed = claimedDays();
  return {
    /**
     * Today's tasks, after carry-forward. In one transaction: claim the day's guard row; only the claimer,
     * and only if today has no tasks, copies yesterday's incomplete tasks (title, priority) as new
     * incomplete tasks. `carriedForward` is what this call copied (0 for every later call that day).
     */
    async today(child, timezone) {
      const date = await items.today(child.userId, timezone);
      if (claimed.has(child, date) || await carryForwardDayClaimed(deps.db, child, date)) {
        claimed.remember(child, date);
        return {
          date,
          tasks: (await items.list(child, { createdDate: date })).map(asTask),
          carriedForward: 0
        };
      }
      const first = await firstLoadOfDay(child, date);
      claimed.remember(child, date);
      return first;
    },
    create: async (child, input) => asTask(await items.create(child, input)),
    setCompleted: async (child, id3, completed) => asTask(await items.setCompleted(child, id3, completed)),
    remove: (child, id3) => items.remove(child, id3)
  };
  async function firstLoadOfDay(child, date) {
    const now = items.now();
    const { tasks, carriedForward } = await deps.db.transaction().execute(async (trx) => {
      const firstLoadToday = await claimCarryForwardDay(trx, child, date);
      let carried = 0;
      if (firstLoadToday) {
        const todayTaskCount = await items.count(child, { createdDate: date }, trx);
        const yesterdayIncomplete = todayTaskCount > 0 ? [] : await items.list(child, { createdDate: carryForwardSourceDay(date), completed: false }, trx);
        const copies = tasksToCarryForward({ firstLoadToday, todayTaskCount, yesterdayIncomplete });
        await items.insert(
          trx,
          child,
          copies.map((c, i) => ({
            ...c,
            createdDate: date,
            createdAt: new Date(now.getTime() - i).toISOString()
          }))
        );
        carried = copies.length;
        if (carried > 0) await recordCarried(trx, child, date, carried);
      }
      return { tasks: await items.list(child, { createdDate: date }, trx), carriedForward: carried };
    });
    if (carriedForward > 0) deps.bus.publishChild(child, "tasks");
    return { date, tasks: tasks.map(asTask), carriedForward };
  }
}
var REMEMBERED_CLAIMS = 2e4;
function claimedDays(capacity = REMEMBERED_CLAIMS) {
  const days = /* @__PURE__ */ new Map();
  const key = (child) => `${child.userId}:${child.studentId}`;
  return {
    has: (child, day) => days.get(key(child)) === day,
    remember(child, day) {
      const k = key(child);
      days.delete(k);
      days.set(k, day);
      if (days.size > capacity) days.delete(days.keys().next().value);
    }
  };
}

// src/server/features/dashboard/dashboard.repository.ts
import { sql as sql8 } from "kysely";
var TASKS2 = LIST_TABLES.tasks;
var enrolledClassIds = (db, userId, studentId) => db.selectFrom("classStudents").select("classStudents.classId").where("classStudents.userId", "=", userId).where("classStudents.studentId", "=", studentId);
function prepareRead(dialect) {
  return prepared(
    (db, p) => db.selectNoFrom([
      jsonRows(dialect, studentQuery(db, p.userId, p.studentId)).as("student"),
      // The classes the child is enrolled in.
      jsonRows(
        dialect,
        classesQuery(db, p.userId, MAX_CLASSES).where(
          "id",
          "in",
          enrolledClassIds(db, p.userId, p.studentId)
        )
      ).as("classes"),
      jsonRows(dialect, enrolmentsQuery(db, p.userId)).as("enrolments"),
      // The family's events (classes' generated events among them) and the child's own.
      jsonRows(
        dialect,
        eventsInWindowQuery(db, p.userId, p.eventsFrom, p.eventsTo).where(
          (eb) => eb.or([eb("e.studentId", "is", null), eb("e.studentId", "=", p.studentId)])
        )
      ).as("events"),
      jsonRows(dialect, claimedDayQuery(db, p.userId, p.studentId, p.today)).as("todayClaimed"),
      jsonRows(
        dialect,
        itemsQuery(
          db,
          TASKS2,
          { byDate: true, byCompleted: false },
          { userId: p.userId, studentId: p.studentId, createdDate: p.today, completed: 0, limit: LIST_LIMIT }
        )
      ).as("todayTasks"),
      jsonRows(
        dialect,
        attendanceCountsQuery(db, p.userId, p.weekFrom, p.weekTo).where("studentId", "=", p.studentId)
      ).as("attendance"),
      jsonRows(dialect, unlockedQuery(db, p)).as("unlocked"),
      // The school year today is in, and its breaks that apply to the child (the year progress).
      jsonRows(dialect, currentYearQuery(db, p.userId, p.today)).as("schoolYear"),
      jsonRows(dialect, childBreaksQuery(db, p.userId, p.studentId, p.today)).as("schoolYearBreaks"),
      ...factsColumns(db, dialect, p, p.recentFrom),
      // Today's lessons: what placing today needs (each class's next lesson, today's completions, skips,
      // absence and breaks).
      ...planColumns(
        db,
        dialect,
        { userId: p.userId, studentId: p.studentId },
        { from: p.today, to: p.today, limit: 1 }
      )
    ])
  );
}
var reads = { sqlite: prepareRead("sqlite"), postgres: prepareRead("postgres") };
async function readDashboard(db, dialect, params) {
  const row = await reads[dialect].executeTakeFirst(db, params);
  const [student] = readJsonRows(row.student);
  return {
    student: student ? toStudentDto(student) : void 0,
    classes: toClassDtos(readJsonRows(row.classes), readJsonRows(row.enrolments)),
    events: toEvents(readJsonRows(row.events)),
    todayClaimed: readJsonRows(row.todayClaimed).length > 0,
    todayTasks: readJsonRows(row.todayTasks).map((r) => {
      const { studentId: _studentId, ...item } = toItem(r, TASKS2);
      return { ...item, createdDate: r.createdDate };
    }),
    attendance: toAttendanceSummary(toAttendanceCounts(readJsonRows(row.attendance)[0])),
    unlocked: toUnlocked(readJsonRows(row.unlocked)),
    schoolYear: toCurrentSchoolYear(readJsonRows(row.schoolYear), readJsonRows(row.schoolYearBreaks)),
    gameFacts: readFactsColumns(row),
    lessonPlan: readPlanColumns(row)
  };
}
var taskCountsQuery = (db, userId, today) => db.selectFrom("tasks").select([
  "studentId",
  sql8`cast(count(*) as integer)`.as("total"),
  sql8`cast(coalesce(sum(completed), 0) as integer)`.as("done")
]).where("userId", "=", userId).where("createdDate", "=", today).groupBy("studentId");
var claimedChildrenQuery = (db, userId, today) => db.selectFrom("taskCarryForward").select("studentId").where("userId", "=", userId).where("day", "=", today);
function prepareOverview(dialect) {
  return prepared(
    (db, p) => db.selectNoFrom([
      jsonRows(dialect, profileQuery(db, p.userId)).as("profile"),
      jsonRows(dialect, studentsQuery(db, p.userId)).as("students"),
      jsonRows(dialect, taskCountsQuery(db, p.userId, p.today)).as("tasks"),
      jsonRows(dialect, claimedChildrenQuery(db, p.userId, p.today)).as("claimed"),
      jsonRows(
        dialect,
        // Only the week's counts are used: the week's rows are all it reads.
        attendanceCountsQuery(db, p.userId, p.weekFrom, p.weekTo).select("studentId").where("date", ">=", p.weekFrom).where("date", "<=", p.weekTo).groupBy("studentId").orderBy("studentId")
      ).as("attendance"),
      jsonRows(dialect, classesQuery(db, p.userId, MAX_CLASSES)).as("classes"),
      jsonRows(dialect, enrolmentsQuery(db, p.userId)).as("enrolments")
    ])
  );
}
var overviews = { sqlite: prepareOverview("sqlite"), postgres: prepareOverview("postgres") };
async function readFamilyOverview(db, dialect, params) {
  const row = await overviews[dialect].executeTakeFirst(db, params);
  const [profile] = readJsonRows(row.profile);
  const tasks = new Map(
    readJsonRows(row.tasks).map((r) => [r.studentId, { total: Number(r.total), done: Number(r.done) }])
  );
  const attendance = new Map(readJsonRows(row.attendance).map((r) => [r.studentId, toAttendanceCounts(r)]));
  const claimed = new Set(readJsonRows(row.claimed).map((r) => r.studentId));
  const classes = toClassDtos(readJsonRows(row.classes), readJsonRows(row.enrolments));
  const nextClassOf = (studentId) => {
    const next = nextMeeting(
      classes.filter((c) => c.studentIds.includes(studentId)),
      params.today,
      params.nowTime,
      params.classesTo
    );
    return next ? {
      classId: next.cls.id,
      title: next.cls.title,
      emoji: next.cls.emoji,
      date: next.date,
      startTime: next.cls.startTime
    } : null;
  };
  return {
    profile: profile ? toProfile(profile) : void 0,
    children: readJsonRows(row.students).map((r) => {
      const student = toStudentDto(r);
      const week = attendance.get(student.id);
      return {
        student,
        tasksToday: tasks.get(student.id)?.total ?? 0,
        tasksDoneToday: tasks.get(student.id)?.done ?? 0,
        attendanceWeek: { present: week?.weekPresent ?? 0, recorded: week?.weekRecorded ?? 0 },
        nextClass: nextClassOf(student.id),
        todayClaimed: claimed.has(student.id)
      };
    })
  };
}

// src/server/features/dashboard/timezone-memo.ts
var REMEMBERED_TIMEZONES = 1e4;
function timezoneMemo(capacity = REMEMBERED_TIMEZONES) {
  const timezones = /* @__PURE__ */ new Map();
  return {
    get: (userId) => timezones.get(userId),
    remember(userId, timezone) {
      timezones.delete(userId);
      timezones.set(userId, timezone);
      if (timezones.size > capacity) timezones.delete(timezones.keys().next().value);
    }
  };
}

// src/server/features/dashboard/dashboard.service.ts
var NEXT_CLASS_DAYS = 7;
var pad3 = (n) => String(n).padStart(2, "0");
function dashboardService(deps, opts = {}) {
  const now = opts.now ?? (() => /* @__PURE__ */ new Date());
  const tasks = tasksService(deps, { now });
  const timezones = timezoneMemo();
  async function readFor(child, timezone) {
    const today = todayIn(timezone, now());
    const week = weekDates(today);
    const attendance = attendanceWeek(today);
    const lastDay = addDaysIso(today, 6) > week[6] ? addDaysIso(today, 6) : week[6];
    const read = await readDashboard(deps.db, deps.dialect, {
      userId: child.userId,
      studentId: child.studentId,
      today,
      eventsFrom: week[0],
      eventsTo: lastDay,
      weekFrom: attendance.from,
      weekTo: attendance.to,
      recentFrom: recentFrom(today)
    });
    return { ...read, today, week, timezone };
  }
  async function overviewFor(userId, timezone) {
    const at2 = now();
    const today = todayIn(timezone, at2);
    const week = attendanceWeek(today);
    const clock = clockIn(timezone, at2);
    const read = await readFamilyOverview(deps.db, deps.dialect, {
      userId,
      today,
      weekFrom: week.from,
      weekTo: week.to,
      nowTime: `${pad3(clock.hours)}:${pad3(clock.minutes)}`,
      classesTo: addDaysIso(today, NEXT_CLASS_DAYS)
    });
    return { ...read, today, timezone };
  }
  async function withFamilyTimezone(userId, read) {
    let result = await read(timezones.get(userId) ?? (await deps.profiles.get(userId)).settings.timezone);
    if (result.profile?.settings.timezone !== result.timezone) {
      result = await read((result.profile ?? await deps.profiles.get(userId)).settings.timezone);
    }
    timezones.remember(userId, result.timezone);
    if (!result.profile) throw new AppError("INTERNAL", "The profile could not be loaded.");
    return result;
  }
  return {
    async get(child) {
      const read = await readFor(child, child.timezone);
      const { student, today, week, classes, events } = read;
      if (!student) throw notFound();
      const [todayTasks, game] = await Promise.all([
        // Later loads of the day read the list in the statement; the child's first load of the day carries forward.
        read.todayClaimed ? { date: today, tasks: read.todayTasks, carriedForward: 0 } : tasks.today(child, read.timezone),
        // The statement's rows make the game's state, unless it takes more (an achievement to record, a long streak).
        gameStateFromRead({
          xp: student.xp,
          level: student.level,
          today,
          unlocked: read.unlocked,
          facts: read.gameFacts
        }) ?? deps.game.state(deps.db, child)
      ]);
      const hours = classes.reduce((sum, c) => sum + c.hoursPerWeek, 0);
      return {
        displayName: student.name,
        today,
        week,
        classes,
        events,
        upcomingEventsThisWeek: events.filter((e) => e.date >= today && e.date <= week[6]).length,
        totalHoursPerWeek: Math.round(hours * 10) / 10,
        tasks: todayTasks,
        attendance: read.attendance,
        game,
        schoolYear: read.schoolYear,
        // Placed today and done today.
        lessons: planDays({ today, days: [today], ...read.lessonPlan }, [child.studentId]).get(
          child.studentId
        )[0].lessons
      };
    },
    /**
     * Every child's card ('All children'). Today's task counts include what the day's carry-forward brings:
     * a child whose first load of the day is still to come gets it now, and the statement is read again.
     */
    async overview(userId) {
      let read = await withFamilyTimezone(userId, (timezone) => overviewFor(userId, timezone));
      const unclaimed = read.children.filter((c) => !c.todayClaimed);
      if (unclaimed.length > 0) {
        const carried = await Promise.all(
          unclaimed.map((c) => tasks.today({ userId, studentId: c.student.id }, read.timezone))
        );
        if (carried.some((c) => c.carriedForward > 0))
          read = { ...await overviewFor(userId, read.timezone), profile: read.profile };
      }
      return {
        today: read.today,
        children: read.children.map(({ todayClaimed: _claimed, ...child }) => child)
      };
    }
  };
}

// src/server/features/dashboard/dashboard.routes.ts
var noCarryForward = (d) => d.tasks.carriedForward === 0;
function registerDashboardRoutes(app2, deps) {
  const service = dashboardService(deps);
  const r = app2.withTypeProvider();
  r.get(
    "/api/students/:studentId/dashboard",
    {
      onRequest: app2.requireUser,
      preHandler: app2.requireChild,
      schema: { tags: ["dashboard"], params: studentParamsSchema, response: { 200: dashboardSchema } },
      // The app's most-loaded route: its body is built field by field from typed DTOs (see plainJson).
      serializerCompiler: plainJson
    },
    async (req, reply) => {
      const { child } = req;
      const key = `dashboard:${child.studentId}:${child.timezone}:${todayIn(child.timezone)}`;
      const body = await deps.readCache.get(child.userId, key, () => service.get(child), noCarryForward);
      return sendJsonText(reply, body);
    }
  );
  r.get(
    "/api/family/overview",
    {
      onRequest: app2.requireUser,
      schema: { tags: ["family"], response: { 200: familyOverviewSchema } },
      serializerCompiler: plainJson
    },
    async (req, reply) => {
      const userId = req.user.id;
      const timezone = await familyTimezone(deps, userId);
      const clock = clockIn(timezone);
      const key = `overview:${timezone}:${todayIn(timezone)}:${clock.hours}:${clock.minutes}`;
      return sendJsonText(reply, await deps.readCache.get(userId, key, () => service.overview(userId)));
    }
  );
}

// src/server/features/day-by-day/day-by-day.routes.ts
import { z as z26 } from "zod";

// src/shared/schemas/day-by-day.ts
import { z as z25 } from "zod";

// src/shared/domain/planner.ts
var DAY_LENGTH_MIN = 1;
var DAY_LENGTH_MAX = 8;
var BLOCK_SIZE_MIN = 5;
var BLOCK_SIZE_MAX = 120;
var BLOCK_DURATION_MIN = 5;
var BLOCK_DURATION_MAX = 480;
var BLOCK_DURATION_DEFAULT = 30;
var MINUTES_PER_DAY = 24 * 60;
function dayMinutes(settings) {
  return settings.dayLength * 60;
}
function snapToGrid(minutes2, blockSize) {
  return Math.round(minutes2 / blockSize) * blockSize;
}
function clampToDay(start2, duration, totalMinutes) {
  return Math.max(0, Math.min(start2, totalMinutes - duration));
}
function placeInDay(start2, duration, settings) {
  const total = dayMinutes(settings);
  if (duration > total) return { ok: false, reason: "too-long" };
  return { ok: true, startTime: clampToDay(snapToGrid(start2, settings.blockSize), duration, total) };
}
function spansOverlap(a, b) {
  return a.startTime < b.startTime + b.duration && b.startTime < a.startTime + a.duration;
}
function findOverlap(candidate, entries, ignoreId) {
  return entries.find((e) => e.id !== ignoreId && spansOverlap(candidate, e));
}

// src/shared/messages/day-by-day.ts
var dayByDayMessages = {
  nameRequired: "Please enter a block name.",
  nameTooLong: "The block name can be at most 100 characters.",
  descriptionTooLong: "The description can be at most 500 characters.",
  purposeTooLong: "The purpose can be at most 200 characters.",
  duration: `Default duration must be ${BLOCK_DURATION_MIN} to ${BLOCK_DURATION_MAX} minutes.`,
  entryDuration: `Duration must be ${BLOCK_DURATION_MIN} to ${BLOCK_DURATION_MAX} minutes.`,
  color: "Please choose a colour from the palette.",
  noChanges: "Nothing to update.",
  startTime: "Please choose a time on the timeline.",
  blockId: "Please choose a saved block.",
  dayLength: `Day length must be ${DAY_LENGTH_MIN} to ${DAY_LENGTH_MAX} hours.`,
  blockSize: `Grid size must be ${BLOCK_SIZE_MIN} to ${BLOCK_SIZE_MAX} minutes.`,
  dayStartRequired: "Please enter a start time.",
  dayStartFormat: "Please enter the start time as HH:MM (24-hour).",
  blockNotFound: "Block not found.",
  entryNotFound: "Schedule entry not found.",
  tooLong: "This block is longer than the day. Shorten it or make the day longer.",
  overlap: "That time overlaps another block on the schedule.",
  tooManyBlocks: "You can keep up to 200 saved blocks. Delete one to make room.",
  // The page's toasts and confirmations.
  blockCreated: "Block created",
  blockUpdated: "Block updated",
  blockDeleted: "Block deleted",
  dayReset: "Day reset",
  settingsUpdated: "Settings updated",
  createBlockFailed: "Failed to create block",
  updateBlockFailed: "Failed to update block",
  deleteBlockFailed: "Failed to delete block",
  addToScheduleFailed: "Failed to add block to schedule",
  removeBlockFailed: "Failed to remove block",
  resetDayFailed: "Failed to reset day",
  updateSettingsFailed: "Failed to update settings",
  noFreeTime: "There is no free time left today for this block.",
  addedAt: (name, time) => `${name} added at ${time}`,
  confirmDeleteBlock: (name) => `Are you sure you want to delete "${name}"? This will also remove it from today's schedule.`,
  confirmResetDay: "This removes every block from today's schedule. Your saved blocks stay."
};

// src/shared/schemas/day-by-day.ts
var MAX_BLOCKS = 200;
var int = (message, min, max) => z25.number({ error: message }).int(message).min(min, message).max(max, message);
var optionalText2 = (max, message) => z25.string().trim().max(max, message).nullish().transform((v) => v ? v : null);
var blockFields = {
  name: z25.string({ error: dayByDayMessages.nameRequired }).trim().min(1, dayByDayMessages.nameRequired).max(100, dayByDayMessages.nameTooLong),
  description: optionalText2(500, dayByDayMessages.descriptionTooLong),
  purpose: optionalText2(200, dayByDayMessages.purposeTooLong),
  defaultDuration: int(dayByDayMessages.duration, BLOCK_DURATION_MIN, BLOCK_DURATION_MAX),
  color: z25.enum(BLOCK_COLORS, { error: dayByDayMessages.color })
};
var createBlockSchema = z25.object({
  ...blockFields,
  defaultDuration: blockFields.defaultDuration.default(BLOCK_DURATION_DEFAULT),
  color: blockFields.color.default(DEFAULT_BLOCK_COLOR)
});
var updateBlockSchema = z25.object({
  name: blockFields.name.optional(),
  description: blockFields.description.optional(),
  purpose: blockFields.purpose.optional(),
  defaultDuration: blockFields.defaultDuration.optional(),
  color: blockFields.color.optional()
}).refine((v) => Object.values(v).some((x) => x !== void 0), { error: dayByDayMessages.noChanges });
var blockSchema = z25.object({
  id: z25.string(),
  name: z25.string(),
  description: z25.string().nullable(),
  purpose: z25.string().nullable(),
  defaultDuration: z25.number().int(),
  color: z25.enum(BLOCK_COLORS),
  createdAt: z25.string()
});
var startTimeField = z25.number({ error: dayByDayMessages.startTime }).int(dayByDayMessages.startTime).min(-24 * 60, dayByDayMessages.startTime).max(24 * 60, dayByDayMessages.startTime);
var createEntrySchema = z25.object({
  blockId: z25.string({ error: dayByDayMessages.blockId }).min(1, dayByDayMessages.blockId).max(64, dayByDayMessages.blockId),
  startTime: startTimeField,
  duration: int(dayByDayMessages.entryDuration, BLOCK_DURATION_MIN, BLOCK_DURATION_MAX).optional()
});
var moveEntrySchema = z25.object({ startTime: startTimeField });
var scheduleEntrySchema = z25.object({
  id: z25.string(),
  blockId: z25.string(),
  scheduleDate: z25.string(),
  startTime: z25.number().int(),
  duration: z25.number().int(),
  block: blockSchema
});
var updateDaySettingsSchema = z25.object({
  dayLength: int(dayByDayMessages.dayLength, DAY_LENGTH_MIN, DAY_LENGTH_MAX),
  blockSize: int(dayByDayMessages.blockSize, BLOCK_SIZE_MIN, BLOCK_SIZE_MAX),
  startTime: z25.string({ error: dayByDayMessages.dayStartRequired }).min(1, dayByDayMessages.dayStartRequired).regex(/^([01]\d|2[0-3]):[0-5]\d$/, dayByDayMessages.dayStartFormat)
});
var dayByDaySchema = z25.object({
  /** Today in the account's timezone. */
  date: z25.string(),
  settings: dayByDaySettingsSchema,
  blocks: z25.array(blockSchema),
  schedule: z25.array(scheduleEntrySchema)
});
var idParamsSchema = z25.object({ id: z25.string().min(1).max(64) });

// src/server/features/day-by-day/day-by-day.repository.ts
async function listBlocks(db, userId) {
  const rows2 = await db.selectFrom("dayBlocks").selectAll().where("userId", "=", userId).orderBy("createdAt", "asc").orderBy("id", "asc").limit(MAX_BLOCKS).execute();
  return rows2.map(fromBlockRow);
}
async function countBlocks(db, userId) {
  const row = await db.selectFrom("dayBlocks").select((eb) => eb.fn.countAll().as("n")).where("userId", "=", userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}
async function findBlock(db, userId, id3) {
  const row = await db.selectFrom("dayBlocks").selectAll().where("userId", "=", userId).where("id", "=", id3).executeTakeFirst();
  return row ? fromBlockRow(row) : null;
}
async function insertBlock(db, userId, input) {
  const row = toBlockRow(userId, { id: crypto.randomUUID(), ...input, createdAt: (/* @__PURE__ */ new Date()).toISOString() });
  await db.insertInto("dayBlocks").values(row).execute();
  return fromBlockRow(row);
}
async function updateBlock(db, userId, id3, patch) {
  await db.updateTable("dayBlocks").set(patch).where("userId", "=", userId).where("id", "=", id3).execute();
}
async function deleteBlock(db, userId, id3) {
  await db.deleteFrom("daySchedule").where("userId", "=", userId).where("blockId", "=", id3).execute();
  const res = await db.deleteFrom("dayBlocks").where("userId", "=", userId).where("id", "=", id3).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
function scheduleQuery(db, child) {
  return db.selectFrom("daySchedule as s").innerJoin("dayBlocks as b", "b.id", "s.blockId").where("s.userId", "=", child.userId).where("s.studentId", "=", child.studentId).where("b.userId", "=", child.userId).select([
    "s.id as id",
    "s.studentId as studentId",
    "s.blockId as blockId",
    "s.scheduleDate as scheduleDate",
    "s.startTime as startTime",
    "s.duration as duration",
    "s.createdAt as createdAt",
    "b.name as blockName",
    "b.description as blockDescription",
    "b.purpose as blockPurpose",
    "b.defaultDuration as blockDefaultDuration",
    "b.color as blockColor",
    "b.createdAt as blockCreatedAt"
  ]);
}
function toEntry(row) {
  const { createdAt: _createdAt, studentId: _studentId, ...entry } = fromScheduleRow(row);
  return {
    ...entry,
    block: fromBlockRow({
      id: row.blockId,
      name: row.blockName,
      description: row.blockDescription,
      purpose: row.blockPurpose,
      defaultDuration: row.blockDefaultDuration,
      color: row.blockColor,
      createdAt: row.blockCreatedAt
    })
  };
}
async function listSchedule(db, child, date) {
  const rows2 = await scheduleQuery(db, child).where("s.scheduleDate", "=", date).orderBy("s.startTime", "asc").orderBy("s.id", "asc").execute();
  return rows2.map(toEntry);
}
async function findEntry(db, child, id3) {
  const row = await scheduleQuery(db, child).where("s.id", "=", id3).executeTakeFirst();
  return row ? toEntry(row) : null;
}
async function insertEntry(db, child, input) {
  const id3 = crypto.randomUUID();
  await db.insertInto("daySchedule").values(
    toScheduleRow(child.userId, {
      id: id3,
      studentId: child.studentId,
      ...input,
      createdAt: (/* @__PURE__ */ new Date()).toISOString()
    })
  ).execute();
  return id3;
}
async function updateEntryStart(db, child, id3, startTime) {
  await db.updateTable("daySchedule").set({ startTime }).where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("id", "=", id3).execute();
}
async function deleteEntry(db, child, id3) {
  const res = await db.deleteFrom("daySchedule").where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("id", "=", id3).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
async function deleteDay(db, child, date) {
  const res = await db.deleteFrom("daySchedule").where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("scheduleDate", "=", date).executeTakeFirst();
  return Number(res.numDeletedRows);
}
async function lockAccount2(db, dialect, userId) {
  if (dialect !== "postgres") return;
  await db.selectFrom("profiles").select("id").where("id", "=", userId).forUpdate().execute();
}
async function lockChild(db, dialect, child) {
  if (dialect !== "postgres") return;
  await db.selectFrom("students").select("id").where("userId", "=", child.userId).where("id", "=", child.studentId).forUpdate().execute();
}

// src/server/features/day-by-day/day-by-day.service.ts
function dayByDayService(deps) {
  const { db, bus, profiles } = deps;
  async function context(userId) {
    const profile = await profiles.get(userId);
    return { today: todayIn(profile.settings.timezone), settings: profile.settings.dayByDay };
  }
  function place(start2, duration, settings) {
    const placed = placeInDay(start2, duration, settings);
    if (!placed.ok) throw validationFailed(dayByDayMessages.tooLong);
    return placed.startTime;
  }
  return {
    /** Everything the page shows for the child, in one request. */
    async load(child) {
      const { today, settings } = await context(child.userId);
      const [blocks, schedule] = await Promise.all([
        listBlocks(db, child.userId),
        listSchedule(db, child, today)
      ]);
      return { date: today, settings, blocks, schedule };
    },
    async createBlock(userId, input) {
      await profiles.get(userId);
      const block = await db.transaction().execute(async (trx) => {
        await lockAccount2(trx, deps.dialect, userId);
        if (await countBlocks(trx, userId) >= MAX_BLOCKS)
          throw new AppError("CONFLICT", dayByDayMessages.tooManyBlocks);
        return insertBlock(trx, userId, input);
      });
      bus.publish(userId, "day-blocks");
      return block;
    },
    async updateBlock(userId, id3, patch) {
      const updated = await db.transaction().execute(async (trx) => {
        if (!await findBlock(trx, userId, id3)) throw notFound(dayByDayMessages.blockNotFound);
        await updateBlock(trx, userId, id3, patch);
        return findBlock(trx, userId, id3);
      });
      if (!updated) throw notFound(dayByDayMessages.blockNotFound);
      bus.publish(userId, "day-blocks", "day-schedule");
      return updated;
    },
    /** Deletes the block and every schedule entry that uses it (every child's), together. */
    async deleteBlock(userId, id3) {
      const existed = await db.transaction().execute((trx) => deleteBlock(trx, userId, id3));
      if (!existed) throw notFound(dayByDayMessages.blockNotFound);
      bus.publish(userId, "day-blocks", "day-schedule");
    },
    /** Puts a saved block on the child's schedule today at the snapped, clamped slot; an overlap is refused (409). */
    async addEntry(child, input) {
      const { today, settings } = await context(child.userId);
      const entry = await db.transaction().execute(async (trx) => {
        await lockChild(trx, deps.dialect, child);
        const block = await findBlock(trx, child.userId, input.blockId);
        if (!block) throw notFound(dayByDayMessages.blockNotFound);
        const duration = input.duration ?? block.defaultDuration;
        const startTime = place(input.startTime, duration, settings);
        const day = await listSchedule(trx, child, today);
        if (findOverlap({ startTime, duration }, day)) throw new AppError("CONFLICT", dayByDayMessages.overlap);
        const id3 = await insertEntry(trx, child, {
          blockId: block.id,
          scheduleDate: today,
          startTime,
          duration
        });
        return findEntry(trx, child, id3);
      });
      if (!entry) throw notFound(dayByDayMessages.entryNotFound);
      bus.publishChild(child, "day-schedule");
      return entry;
    },
    /** Moves an entry to a new start (snapped, clamped), keeping its duration; an overlap is refused (409). */
    async moveEntry(child, id3, requestedStart) {
      const { settings } = await context(child.userId);
      const moved = await db.transaction().execute(async (trx) => {
        await lockChild(trx, deps.dialect, child);
        const entry = await findEntry(trx, child, id3);
        if (!entry) throw notFound(dayByDayMessages.entryNotFound);
        const startTime = place(requestedStart, entry.duration, settings);
        const day = await listSchedule(trx, child, entry.scheduleDate);
        if (findOverlap({ startTime, duration: entry.duration }, day, entry.id))
          throw new AppError("CONFLICT", dayByDayMessages.overlap);
        await updateEntryStart(trx, child, id3, startTime);
        return { ...entry, startTime };
      });
      bus.publishChild(child, "day-schedule");
      return moved;
    },
    async removeEntry(child, id3) {
      if (!await deleteEntry(db, child, id3)) throw notFound(dayByDayMessages.entryNotFound);
      bus.publishChild(child, "day-schedule");
    },
    /** Reset Day: removes all of the child's entries today. */
    async resetDay(child) {
      const { today } = await context(child.userId);
      const deleted = await db.transaction().execute((trx) => deleteDay(trx, child, today));
      bus.publishChild(child, "day-schedule");
      return { deleted };
    },
    /** Merges only the dayByDay key into the account's settings. */
    async updateSettings(userId, input) {
      await profiles.get(userId);
      const merged = await profiles.mergeSettings(userId, { dayByDay: input });
      bus.publish(userId, "profile");
      return merged.dayByDay;
    }
  };
}

// src/server/features/day-by-day/day-by-day.routes.ts
function registerDayByDayRoutes(app2, deps) {
  const r = app2.withTypeProvider();
  const service = dayByDayService(deps);
  const tags = ["day-by-day"];
  const onRequest = app2.requireUser;
  const child = { onRequest, preHandler: app2.requireChild };
  r.get(
    "/api/students/:studentId/day-by-day",
    { ...child, schema: { tags, params: studentParamsSchema, response: { 200: dayByDaySchema } } },
    async (req) => service.load(req.child)
  );
  r.post(
    "/api/day-by-day/blocks",
    { onRequest, schema: { tags, body: createBlockSchema, response: { 201: blockSchema } } },
    async (req, reply) => reply.status(201).send(await service.createBlock(req.user.id, req.body))
  );
  r.patch(
    "/api/day-by-day/blocks/:id",
    {
      onRequest,
      schema: { tags, params: idParamsSchema, body: updateBlockSchema, response: { 200: blockSchema } }
    },
    async (req) => service.updateBlock(req.user.id, req.params.id, req.body)
  );
  r.delete(
    "/api/day-by-day/blocks/:id",
    { onRequest, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      await service.deleteBlock(req.user.id, req.params.id);
      return reply.status(204).send();
    }
  );
  r.post(
    "/api/students/:studentId/day-by-day/schedule",
    {
      ...child,
      schema: {
        tags,
        params: studentParamsSchema,
        body: createEntrySchema,
        response: { 201: scheduleEntrySchema }
      }
    },
    async (req, reply) => reply.status(201).send(await service.addEntry(req.child, req.body))
  );
  r.patch(
    "/api/students/:studentId/day-by-day/schedule/:id",
    {
      ...child,
      schema: {
        tags,
        params: studentItemParamsSchema,
        body: moveEntrySchema,
        response: { 200: scheduleEntrySchema }
      }
    },
    async (req) => service.moveEntry(req.child, req.params.id, req.body.startTime)
  );
  r.delete(
    "/api/students/:studentId/day-by-day/schedule/:id",
    { ...child, schema: { tags, params: studentItemParamsSchema } },
    async (req, reply) => {
      await service.removeEntry(req.child, req.params.id);
      return reply.status(204).send();
    }
  );
  r.delete(
    "/api/students/:studentId/day-by-day/schedule",
    {
      ...child,
      schema: {
        tags,
        params: studentParamsSchema,
        response: { 200: z26.object({ deleted: z26.number().int() }) }
      }
    },
    async (req) => service.resetDay(req.child)
  );
  r.put(
    "/api/day-by-day/settings",
    { onRequest, schema: { tags, body: updateDaySettingsSchema, response: { 200: dayByDaySettingsSchema } } },
    async (req) => service.updateSettings(req.user.id, req.body)
  );
}

// src/server/features/game/game.routes.ts
function registerGameRoutes(app2, deps) {
  app2.withTypeProvider().get(
    "/api/students/:studentId/game",
    {
      onRequest: app2.requireUser,
      preHandler: app2.requireChild,
      schema: { tags: ["game"], params: studentParamsSchema, response: { 200: gameStateSchema } }
    },
    async (req) => deps.game.state(deps.db, req.child)
  );
}

// src/shared/schemas/grading.ts
import { z as z27 } from "zod";
var scaleRowSchema = z27.object({
  letter: z27.string({ error: gradingMessages2.letterRequired }).trim().min(1, gradingMessages2.letterRequired).max(MAX_LETTER_LENGTH, gradingMessages2.letterTooLong),
  minPercent: z27.number({ error: gradingMessages2.minimumInvalid }).finite(gradingMessages2.minimumInvalid).min(0, gradingMessages2.minimumInvalid).max(100, gradingMessages2.minimumInvalid)
});
var gradingScaleInputSchema = z27.object({ rows: z27.array(scaleRowSchema).max(MAX_SCALE_ROWS, gradingMessages2.scaleTooMany) }).superRefine((value, ctx) => {
  const problem = scaleProblem(value.rows);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["rows"] });
});
var gradingScaleSchema = z27.object({
  rows: z27.array(z27.object({ letter: z27.string(), minPercent: z27.number() })),
  isDefault: z27.boolean()
});
var categoryWeightSchema = z27.object({
  category: z27.string({ error: gradingMessages2.categoryRequired }).trim().min(1, gradingMessages2.categoryRequired).max(MAX_CATEGORY_LENGTH, gradingMessages2.categoryTooLong),
  weight: z27.number({ error: gradingMessages2.weightInvalid }).int(gradingMessages2.weightInvalid).min(1, gradingMessages2.weightInvalid).max(100, gradingMessages2.weightInvalid)
});
var gradeWeightsInputSchema = z27.object({ weights: z27.array(categoryWeightSchema).max(MAX_CATEGORIES, gradingMessages2.weightsTooMany) }).superRefine((value, ctx) => {
  const problem = weightsProblem(value.weights);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["weights"] });
});
var gradeWeightsSchema = z27.object({
  classId: z27.string(),
  weights: z27.array(z27.object({ category: z27.string(), weight: z27.number() }))
});

// src/server/features/grading/grading.repository.ts
async function listScale(db, userId) {
  const rows2 = await db.selectFrom("gradingScales").select(["letter", "minPercent", "createdAt"]).where("userId", "=", userId).orderBy("minPercent", "desc").execute();
  return rows2.map(fromGradingScaleRow).map(({ letter, minPercent }) => ({ letter, minPercent }));
}
async function replaceScale(db, userId, rows2) {
  await db.deleteFrom("gradingScales").where("userId", "=", userId).execute();
  if (rows2.length === 0) return;
  const createdAt = (/* @__PURE__ */ new Date()).toISOString();
  await db.insertInto("gradingScales").values(
    rows2.map((r) => toGradingScaleRow(userId, { letter: r.letter, minPercent: r.minPercent, createdAt }))
  ).execute();
}
async function classExists2(db, userId, classId) {
  const row = await db.selectFrom("classes").select("id").where("userId", "=", userId).where("id", "=", classId).executeTakeFirst();
  return row !== void 0;
}
async function listWeights2(db, userId, classId) {
  const rows2 = await db.selectFrom("classGradeWeights").select(["classId", "category", "weight", "createdAt"]).where("userId", "=", userId).where("classId", "=", classId).orderBy("createdAt").orderBy("weight", "desc").orderBy("category").execute();
  return rows2.map(fromGradeWeightRow).map(({ category, weight }) => ({ category, weight }));
}
async function replaceWeights(db, userId, classId, weights) {
  await db.deleteFrom("classGradeWeights").where("userId", "=", userId).where("classId", "=", classId).execute();
  if (weights.length) {
    const start2 = Date.now();
    await db.insertInto("classGradeWeights").values(
      weights.map(
        (w, i) => toGradeWeightRow(userId, {
          classId,
          category: w.category,
          weight: w.weight,
          createdAt: new Date(start2 + i).toISOString()
        })
      )
    ).execute();
  }
  let cleared = db.updateTable("assignments").set({ category: null }).where("userId", "=", userId).where("classId", "=", classId).where("category", "is not", null);
  if (weights.length)
    cleared = cleared.where(
      "category",
      "not in",
      weights.map((w) => w.category)
    );
  const result = await cleared.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// src/server/features/grading/grading.service.ts
async function familyScale(deps, userId) {
  const rows2 = await listScale(deps.db, userId);
  return rows2.length ? rows2 : [...DEFAULT_GRADING_SCALE];
}
function gradingService(deps) {
  const { db, bus } = deps;
  const scaleOf = async (userId) => {
    const rows2 = await listScale(db, userId);
    return rows2.length ? { rows: rows2, isDefault: false } : { rows: [...DEFAULT_GRADING_SCALE], isDefault: true };
  };
  return {
    scale: scaleOf,
    /** Stores the whole scale (already checked by the schema: unique letters, distinct minimums, one at 0). */
    async setScale(userId, rows2) {
      await db.transaction().execute((trx) => replaceScale(trx, userId, rows2));
      bus.publish(userId, "grading");
      return scaleOf(userId);
    },
    /** Back to the default: the family's rows removed. */
    async resetScale(userId) {
      await replaceScale(db, userId, []);
      bus.publish(userId, "grading");
      return scaleOf(userId);
    },
    async weights(userId, classId) {
      if (!await classExists2(db, userId, classId)) throw notFound(gradingMessages2.weightsClassNotFound);
      return { classId, weights: await listWeights2(db, userId, classId) };
    },
    async setWeights(userId, classId, weights) {
      const cleared = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        if (!await classExists2(trx, userId, classId)) throw notFound(gradingMessages2.weightsClassNotFound);
        return replaceWeights(trx, userId, classId, weights);
      });
      if (cleared > 0) bus.publish(userId, "grading", "assignments");
      else bus.publish(userId, "grading");
      return { classId, weights: await listWeights2(db, userId, classId) };
    }
  };
}

// src/server/features/grading/grading.routes.ts
function registerGradingRoutes(app2, deps) {
  const r = app2.withTypeProvider();
  const service = gradingService(deps);
  const tags = ["grading"];
  const onRequest = app2.requireUser;
  r.get(
    "/api/grading-scale",
    { onRequest, schema: { tags, response: { 200: gradingScaleSchema } } },
    async (req) => service.scale(req.user.id)
  );
  r.put(
    "/api/grading-scale",
    { onRequest, schema: { tags, body: gradingScaleInputSchema, response: { 200: gradingScaleSchema } } },
    async (req) => service.setScale(req.user.id, req.body.rows)
  );
  r.delete(
    "/api/grading-scale",
    { onRequest, schema: { tags, response: { 200: gradingScaleSchema } } },
    async (req) => service.resetScale(req.user.id)
  );
  r.get(
    "/api/classes/:id/grade-weights",
    { onRequest, schema: { tags, params: classIdParamsSchema, response: { 200: gradeWeightsSchema } } },
    async (req) => service.weights(req.user.id, req.params.id)
  );
  r.put(
    "/api/classes/:id/grade-weights",
    {
      onRequest,
      schema: {
        tags,
        params: classIdParamsSchema,
        body: gradeWeightsInputSchema,
        response: { 200: gradeWeightsSchema }
      }
    },
    async (req) => service.setWeights(req.user.id, req.params.id, req.body.weights)
  );
}

// src/server/features/learn-list/learn-list.service.ts
function learnListService(deps, opts = {}) {
  const items = listItemsService(
    deps,
    { ...LIST_TABLES.learnListItems, busKind: "learn-list", xp: { kind: "learn", reward: XP_REWARDS.learn } },
    opts
  );
  return {
    list: async (child) => ({
      items: (await items.list(child)).map(apiItem)
    }),
    create: async (child, input) => apiItem(await items.create(child, input)),
    setCompleted: (child, id3, completed) => items.setCompleted(child, id3, completed),
    remove: (child, id3) => items.remove(child, id3)
  };
}

// src/server/features/learn-list/learn-list.routes.ts
function registerLearnListRoutes(app2, deps) {
  const service = learnListService(deps);
  app2.withTypeProvider().get(
    "/api/students/:studentId/learn-list",
    {
      onRequest: app2.requireUser,
      preHandler: app2.requireChild,
      schema: { tags: ["learn-list"], params: studentParamsSchema, response: { 200: learnListSchema } }
    },
    async (req) => service.list(req.child)
  );
  registerListItemWriteRoutes(app2, {
    base: "/api/students/:studentId/learn-list",
    tag: "learn-list",
    service,
    itemSchema: listItemSchema
  });
}

// src/server/features/school-years/school-years.routes.ts
function registerSchoolYearsRoutes(app2, deps) {
  const r = app2.withTypeProvider();
  const service = schoolYearsService(deps);
  const tags = ["school-years"];
  r.get(
    "/api/school-years",
    {
      onRequest: app2.requireUser,
      schema: {
        tags,
        summary: "Every school year of the family with its terms and breaks, in date order",
        response: { 200: schoolYearSchema.array() }
      }
    },
    async (req) => service.list(req.user.id)
  );
  r.post(
    "/api/school-years",
    {
      onRequest: app2.requireUser,
      schema: { tags, body: schoolYearInputSchema, response: { 201: schoolYearSchema } }
    },
    async (req, reply) => reply.status(201).send(await service.create(req.user.id, req.body))
  );
  r.patch(
    "/api/school-years/:id",
    {
      onRequest: app2.requireUser,
      schema: {
        tags,
        params: schoolYearIdParamsSchema,
        body: schoolYearPatchSchema,
        response: { 200: schoolYearSchema }
      }
    },
    async (req) => service.update(req.user.id, req.params.id, req.body)
  );
  r.delete(
    "/api/school-years/:id",
    {
      onRequest: app2.requireUser,
      schema: {
        tags,
        summary: "Deletes the year with its terms and breaks; the year's classes stay, without a year",
        params: schoolYearIdParamsSchema
      }
    },
    async (req, reply) => {
      await service.remove(req.user.id, req.params.id);
      return reply.status(204).send();
    }
  );
  r.post(
    "/api/school-years/:id/breaks",
    {
      onRequest: app2.requireUser,
      schema: {
        tags,
        params: schoolYearIdParamsSchema,
        body: breakInputSchema,
        response: { 201: breakSchema }
      }
    },
    async (req, reply) => reply.status(201).send(await service.addBreak(req.user.id, req.params.id, req.body))
  );
  r.patch(
    "/api/breaks/:id",
    {
      onRequest: app2.requireUser,
      schema: { tags, params: breakIdParamsSchema, body: breakPatchSchema, response: { 200: breakSchema } }
    },
    async (req) => service.updateBreak(req.user.id, req.params.id, req.body)
  );
  r.delete(
    "/api/breaks/:id",
    { onRequest: app2.requireUser, schema: { tags, params: breakIdParamsSchema } },
    async (req, reply) => {
      await service.removeBreak(req.user.id, req.params.id);
      return reply.status(204).send();
    }
  );
}

// src/shared/schemas/lessons.ts
import { z as z28 } from "zod";

// src/shared/messages/lessons.ts
var lessonMessages = {
  // Validation
  titleRequired: "Please provide a lesson title.",
  titleTooLong: (max) => `A lesson title can be at most ${max} characters.`,
  notesLabel: "The notes",
  minutesRange: "Minutes must be a whole number from 1 to 1440.",
  patternRequired: "Please type a pattern, e.g. Lesson {1-36}.",
  patternOneRange: "A pattern can have one range only, e.g. Lesson {1-36}.",
  patternBadRange: (token) => `${token} is not a range: write it as {1-36}, or {1-120/10} for chunks of 10.`,
  patternEndBeforeStart: (token) => `The range ${token} ends before it starts.`,
  patternStepZero: "The step of a range must be at least 1, e.g. {1-120/10}.",
  patternTooMany: (count2, max) => `That pattern makes ${count2} lessons; a pattern can make at most ${max}.`,
  linesRequired: "Please paste at least one lesson, one per line.",
  lineTooLong: (line, max) => `Line ${line} is longer than ${max} characters.`,
  tooManyLines: (count2, max) => `That list has ${count2} lessons; a class can have at most ${max}.`,
  oneKind: "Please send one of a title, a pattern or a pasted list.",
  orderIncomplete: "The new order must list every lesson of the class once.",
  // The server's answers
  notFound: "Lesson not found.",
  classNotFound: "Class not found.",
  yearNotFound: "School year not found.",
  classFull: (max, room) => room === 0 ? `A class can have at most ${max} lessons, and this one is full.` : `A class can have at most ${max} lessons; this one has room for ${room} more.`,
  // The page
  pageTitle: "Lesson plan",
  backToClasses: "Back to Classes",
  openPlan: "Lesson plan",
  openPlanFor: (title2) => `Lesson plan of ${title2}`,
  emptyTitle: "No lessons yet",
  emptyText: "Add lessons one by one, from a pattern such as Lesson {1-36}, or paste a list.",
  listLabel: "Lessons",
  addOne: "Add lesson",
  addMany: "Add many",
  paste: "Paste a list",
  copy: "Copy class",
  lessonCount: (n) => n === 1 ? "1 lesson" : `${n} lessons`,
  minutes: (n) => `${n} min`,
  done: (done, total) => `${done} of ${total} done`,
  next: (day) => `next ${day}`,
  ends: (day) => `ends ${day}`,
  allDone: "all done",
  noClassDays: "no class days left",
  /** The issue's words: 'N lessons don't fit before the year ends'. */
  notFitting: (n) => n === 1 ? "1 lesson doesn't fit before the year ends" : `${n} lessons don't fit before the year ends`,
  noChildren: "No child is enrolled in this class, so nothing is planned yet.",
  completedBy: (names) => `Done by ${names}`,
  moveHandle: (title2) => `Move ${title2}`,
  editLesson: (title2) => `Edit ${title2}`,
  deleteLesson: (title2) => `Delete ${title2}`,
  pagesLabel: "Pages of lessons",
  pagesLabelEnd: "Pages of lessons, at the end of the list",
  previousPage: "Previous",
  nextPage: "Next",
  pageRange: (first, last, total) => `Lessons ${first}\u2013${last} of ${total}`,
  // Drag and drop, read out to screen readers
  dragInstructions: "To move a lesson, press space or enter on its handle, use the up and down arrows, then press space or enter to drop it, or escape to cancel.",
  dragStart: (title2, n) => `Picked up ${title2}, lesson ${n}.`,
  dragOver: (title2, n) => `${title2} is now at position ${n}.`,
  dragEnd: (title2, n) => `${title2} dropped at position ${n}.`,
  dragCancel: (title2) => `Moving ${title2} was cancelled.`,
  // Forms
  addTitle: "Add lesson",
  addDescription: "The lesson goes at the end of the plan.",
  editTitle: "Edit lesson",
  editDescription: "Change the title, the minutes or the notes.",
  titleLabel: "Title",
  notesFieldLabel: "Notes (optional)",
  minutesLabel: "Minutes",
  minutesHint: (n) => `Left empty: the class's ${n} minutes.`,
  positionLabel: "Position",
  positionHint: (total) => `1 to ${total}: where the lesson is in the plan.`,
  positionRange: (total) => `Please choose a position from 1 to ${total}.`,
  manyTitle: "Add many lessons",
  manyDescription: "Type a pattern with one range: Lesson {1-36} makes Lesson 1 to Lesson 36; Read pp. {1-120/10} makes Read pp. 1-10, Read pp. 11-20 and so on.",
  patternLabel: "Pattern",
  previewLabel: "Preview",
  previewMore: (n) => `\u2026 and ${n} more`,
  pasteTitle: "Paste a list",
  pasteDescription: "One lesson per line; empty lines are left out.",
  linesLabel: "Lessons, one per line",
  addSubmit: (n) => n <= 1 ? "Add lesson" : `Add ${n} lessons`,
  save: "Save changes",
  saving: "Saving...",
  // Copy
  copyTitle: "Copy class",
  copyDescription: "A new class with the same schedule and all of its lessons, for other children or another year.",
  copyChildren: "Children",
  copyYear: "School year",
  sameYear: "The same as this class",
  noYear: "No school year",
  copySubmit: "Copy class",
  copyNoneDone: "Lessons start over in the copy: no child's completions are copied.",
  // Delete
  confirmDeleteTitle: "Delete lesson?",
  confirmDelete: (title2) => `Delete ${title2} from the plan? This cannot be undone.`,
  confirmDeleteCompleted: (title2, names) => `${names} completed ${title2}. Deleting the lesson deletes that completion too, and it no longer counts toward the class's hours (the xp earned stays). This cannot be undone.`,
  confirmDeleteAction: "Delete lesson",
  // Toasts
  added: (n) => n === 1 ? "Lesson added" : `${n} lessons added`,
  updated: "Lesson updated",
  deleted: (title2) => `${title2} deleted`,
  copied: (title2, lessons) => `${title2} copied with ${lessons === 1 ? "1 lesson" : `${lessons} lessons`}`,
  openCopy: "Open",
  fetchFailed: "Failed to load the lesson plan",
  addFailed: "Failed to add lessons",
  updateFailed: "Failed to update the lesson",
  deleteFailed: "Failed to delete the lesson",
  reorderFailed: "Failed to move the lesson",
  copyFailed: "Failed to copy the class"
};

// src/shared/domain/lesson-pattern.ts
var MAX_PATTERN_LESSONS = 500;
var MAX_LESSON_TITLE = 200;
var MAX_LESSONS_PER_CLASS2 = 1e3;
var RANGE_TOKEN = /\{([^{}]*)\}/g;
var RANGE = /^\s*(\d{1,9})\s*-\s*(\d{1,9})\s*(?:\/\s*(\d{1,9})\s*)?$/;
var fail = (message) => ({ ok: false, message });
function expandPattern(pattern) {
  const text = pattern.trim();
  if (!text) return fail(lessonMessages.patternRequired);
  const tokens = [...text.matchAll(RANGE_TOKEN)];
  if (tokens.length === 0) return titlesWithin([text]);
  if (tokens.length > 1) return fail(lessonMessages.patternOneRange);
  const token = tokens[0];
  const range = RANGE.exec(token[1]);
  if (!range) return fail(lessonMessages.patternBadRange(token[0]));
  const [, startText, endText, stepText] = range;
  const start2 = Number(startText);
  const end = Number(endText);
  const step = stepText === void 0 ? 1 : Number(stepText);
  if (end < start2) return fail(lessonMessages.patternEndBeforeStart(token[0]));
  if (step < 1) return fail(lessonMessages.patternStepZero);
  const count2 = Math.ceil((end - start2 + 1) / step);
  if (count2 > MAX_PATTERN_LESSONS) return fail(lessonMessages.patternTooMany(count2, MAX_PATTERN_LESSONS));
  const width = startText.length > 1 && startText.startsWith("0") ? startText.length : 0;
  const number = (n) => String(n).padStart(width, "0");
  const before = text.slice(0, token.index);
  const after = text.slice(token.index + token[0].length);
  const titles = [];
  for (let first = start2; first <= end; first += step) {
    const last = Math.min(first + step - 1, end);
    titles.push(`${before}${last === first ? number(first) : `${number(first)}-${number(last)}`}${after}`);
  }
  return titlesWithin(titles);
}
function pastedLessons(text) {
  const lines = text.split(/\r\n|\r|\n/);
  const titles = [];
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    if (line.length > MAX_LESSON_TITLE) return fail(lessonMessages.lineTooLong(i + 1, MAX_LESSON_TITLE));
    titles.push(line);
  }
  if (titles.length === 0) return fail(lessonMessages.linesRequired);
  if (titles.length > MAX_LESSONS_PER_CLASS2)
    return fail(lessonMessages.tooManyLines(titles.length, MAX_LESSONS_PER_CLASS2));
  return { ok: true, titles };
}
function titlesWithin(titles) {
  return titles.some((t) => t.length > MAX_LESSON_TITLE) ? fail(lessonMessages.titleTooLong(MAX_LESSON_TITLE)) : { ok: true, titles };
}

// src/shared/schemas/lessons.ts
var MAX_LESSON_NOTES = 2e3;
var MAX_PASTE_LENGTH = 24e4;
var title = z28.string({ error: lessonMessages.titleRequired }).trim().min(1, lessonMessages.titleRequired).max(MAX_LESSON_TITLE, lessonMessages.titleTooLong(MAX_LESSON_TITLE));
var notes = optionalText(MAX_LESSON_NOTES, lessonMessages.notesLabel);
var minutes = z28.number({ error: lessonMessages.minutesRange }).int(lessonMessages.minutesRange).min(1, lessonMessages.minutesRange).max(1440, lessonMessages.minutesRange);
var defaultedMinutes = minutes.nullish().transform((v) => v ?? null);
var lessonInputSchema = z28.object({ title, notes, minutes: defaultedMinutes });
var expanded = (expand) => (text, ctx) => {
  const result = expand(text);
  if (!result.ok) ctx.addIssue({ code: "custom", message: result.message });
};
var lessonPatternInputSchema = z28.object({
  pattern: z28.string({ error: lessonMessages.patternRequired }).max(1e3).superRefine(expanded(expandPattern)),
  minutes: defaultedMinutes
});
var lessonLinesInputSchema = z28.object({
  lines: z28.string({ error: lessonMessages.linesRequired }).max(MAX_PASTE_LENGTH, lessonMessages.tooManyLines(MAX_LESSONS_PER_CLASS2 + 1, MAX_LESSONS_PER_CLASS2)).superRefine(expanded(pastedLessons)),
  minutes: defaultedMinutes
});
var addLessonsSchema = z28.object({
  title: z28.string().optional(),
  notes: z28.string().nullish(),
  pattern: z28.string().optional(),
  lines: z28.string().optional(),
  minutes: z28.number().nullish()
}).transform((body, ctx) => {
  const kinds = ["title", "pattern", "lines"].filter((k) => body[k] !== void 0);
  if (kinds.length !== 1) {
    ctx.addIssue({ code: "custom", message: lessonMessages.oneKind });
    return z28.NEVER;
  }
  const shared = z28.object({ notes, minutes: defaultedMinutes }).safeParse(body);
  const text = kinds[0] === "title" ? title.safeParse(body.title) : kinds[0] === "pattern" ? lessonPatternInputSchema.shape.pattern.safeParse(body.pattern) : lessonLinesInputSchema.shape.lines.safeParse(body.lines);
  if (!text.success || !shared.success) {
    for (const issue of text.error?.issues ?? [])
      ctx.addIssue({ code: "custom", message: issue.message, path: [kinds[0]] });
    for (const issue of shared.error?.issues ?? [])
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z28.NEVER;
  }
  const expansion = kinds[0] === "title" ? { ok: true, titles: [text.data] } : kinds[0] === "pattern" ? expandPattern(text.data) : pastedLessons(text.data);
  return { titles: expansion.ok ? expansion.titles : [], ...shared.data };
});
var lessonPatchSchema = z28.object({
  title: title.optional(),
  notes: notes.optional(),
  minutes: minutes.optional()
});
var lessonOrderSchema = z28.object({
  ids: z28.array(z28.string().min(1).max(64)).max(MAX_LESSONS_PER_CLASS2, lessonMessages.orderIncomplete)
});
var copyClassSchema = z28.object({
  studentIds: classStudentIdsSchema.optional(),
  schoolYearId: z28.string().min(1).max(64).nullish()
});
var lessonIdParamsSchema = z28.object({ id: z28.string().min(1).max(64) });
var lessonSchema = z28.object({
  id: z28.string(),
  classId: z28.string(),
  position: z28.number().int(),
  title: z28.string(),
  notes: z28.string().nullable(),
  minutes: z28.number().int(),
  /** The enrolled children who completed it. */
  completedBy: z28.array(z28.string())
});
var lessonChildPlanSchema = z28.object({
  studentId: z28.string(),
  completedCount: z28.number().int(),
  /** The day of the child's next lesson; null when none is placed. */
  nextDate: z28.string().nullable(),
  /** The day of the child's last placed lesson; null when none is placed. */
  projectedEnd: z28.string().nullable(),
  /** Lessons with no class day left before the year (or the class) ends. */
  notFittingCount: z28.number().int()
});
var lessonPlanSchema = z28.object({
  /** The account's today. */
  today: z28.string(),
  class: z28.object({
    id: z28.string(),
    title: z28.string(),
    emoji: z28.string(),
    daysOfWeek: z28.array(z28.number().int()),
    /** The class's duration: a new lesson's minutes unless given. */
    minutes: z28.number().int(),
    schoolYearId: z28.string().nullable(),
    studentIds: z28.array(z28.string())
  }),
  lessons: z28.array(lessonSchema),
  children: z28.array(lessonChildPlanSchema),
  /** The family's school years, for copying the class into another. */
  years: z28.array(z28.object({ id: z28.string(), name: z28.string(), startDate: z28.string(), endDate: z28.string() }))
});
var addLessonsResultSchema = z28.object({ lessons: z28.array(lessonSchema) });
var deleteLessonResultSchema = z28.object({
  id: z28.string(),
  /** The children's completions of the lesson deleted with it. */
  deletedCompletions: z28.number().int()
});
var copyClassResultSchema = classWriteResultSchema.extend({ lessonCount: z28.number().int() });

// src/server/features/lessons/lessons.service.ts
import { randomUUID as randomUUID7 } from "node:crypto";

// src/server/features/lessons/lessons.repository.ts
import { sql as sql9 } from "kysely";
async function findClass2(db, userId, classId) {
  const [row, enrolled] = await Promise.all([
    db.selectFrom("classes").select([
      "id",
      "title",
      "description",
      "emoji",
      "teacherPlatform",
      "daysOfWeek",
      "startTime",
      "endTime",
      "startDate",
      "endDate",
      "schoolYearId"
    ]).where("userId", "=", userId).where("id", "=", classId).executeTakeFirst(),
    db.selectFrom("classStudents as cs").innerJoin("students as s", "s.id", "cs.studentId").select("cs.studentId").where("cs.userId", "=", userId).where("cs.classId", "=", classId).orderBy("s.position").orderBy("cs.studentId").execute()
  ]);
  if (!row) return null;
  return { ...row, daysOfWeek: parseDays(row.daysOfWeek), studentIds: enrolled.map((e) => e.studentId) };
}
function toLessonDto(lesson, completedBy2) {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...fields2 } = lesson;
  return { ...fields2, completedBy: completedBy2 };
}
async function listLessons(db, userId, classId) {
  const rows2 = await db.selectFrom("lessons").selectAll().where("userId", "=", userId).where("classId", "=", classId).orderBy("position").orderBy("id").execute();
  return rows2.map(fromLessonRow);
}
async function planSize(db, userId, classId) {
  const row = await db.selectFrom("lessons").select((eb) => [
    eb.fn.countAll().as("n"),
    eb.fn.max("position").as("last")
  ]).where("userId", "=", userId).where("classId", "=", classId).executeTakeFirst();
  return { count: Number(row?.n ?? 0), next: row?.last == null ? 0 : Number(row.last) + 1 };
}
var ROWS_PER_INSERT = 500;
async function insertLessons(db, userId, lessons) {
  for (let i = 0; i < lessons.length; i += ROWS_PER_INSERT) {
    await db.insertInto("lessons").values(lessons.slice(i, i + ROWS_PER_INSERT).map((l) => toLessonRow(userId, l))).execute();
  }
}
async function findLesson(db, userId, id3) {
  const row = await db.selectFrom("lessons").selectAll().where("userId", "=", userId).where("id", "=", id3).executeTakeFirst();
  return row ? fromLessonRow(row) : null;
}
async function updateLesson(db, userId, id3, patch) {
  await db.updateTable("lessons").set(patch).where("userId", "=", userId).where("id", "=", id3).execute();
}
async function completedBy(db, userId, lessonId) {
  const rows2 = await db.selectFrom("lessonCompletions as lc").innerJoin("students as s", "s.id", "lc.studentId").select("lc.studentId").where("lc.userId", "=", userId).where("lc.lessonId", "=", lessonId).orderBy("s.position").execute();
  return rows2.map((r) => r.studentId);
}
async function deleteLesson(db, userId, id3) {
  const completions = await db.deleteFrom("lessonCompletions").where("userId", "=", userId).where("lessonId", "=", id3).executeTakeFirst();
  await db.deleteFrom("lessons").where("userId", "=", userId).where("id", "=", id3).execute();
  return Number(completions.numDeletedRows);
}
var MOVES_PER_UPDATE = 500;
async function setPositions(db, userId, classId, moves, updatedAt) {
  for (let i = 0; i < moves.length; i += MOVES_PER_UPDATE) {
    const chunk = moves.slice(i, i + MOVES_PER_UPDATE);
    const position = sql9`case id ${sql9.join(
      chunk.map((m) => sql9`when ${m.id} then cast(${m.position} as integer)`),
      sql9` `
    )} end`;
    await db.updateTable("lessons").set({ position, updatedAt }).where("userId", "=", userId).where("classId", "=", classId).where(
      "id",
      "in",
      chunk.map((m) => m.id)
    ).execute();
  }
}
async function listYears2(db, userId) {
  return db.selectFrom("schoolYears").select(["id", "name", "startDate", "endDate"]).where("userId", "=", userId).orderBy("startDate").orderBy("id").limit(100).execute();
}
async function yearExists(db, userId, id3) {
  const row = await db.selectFrom("schoolYears").select("id").where("userId", "=", userId).where("id", "=", id3).executeTakeFirst();
  return row !== void 0;
}

// src/server/features/lessons/lessons.service.ts
var classMinutes = (cls) => Math.min(1440, Math.max(1, minutesOf(cls.endTime) - minutesOf(cls.startTime)));
function lessonsService(deps) {
  const { db, bus } = deps;
  const classes = classesService(deps);
  async function existingClass(userId, classId) {
    const cls = await findClass2(db, userId, classId);
    if (!cls) throw notFound(lessonMessages.classNotFound);
    return cls;
  }
  return {
    /** Everything the lesson plan page shows, in one request: the lessons, and each enrolled child's progress. */
    async plan(userId, classId) {
      const [cls, profile] = await Promise.all([
        findClass2(db, userId, classId),
        deps.profiles.get(userId)
      ]);
      if (!cls) throw notFound(lessonMessages.classNotFound);
      const today = todayIn(profile.settings.timezone);
      const [lessons, inputs, years] = await Promise.all([
        listLessons(db, userId, classId),
        loadPlanInputs(db, userId, { studentIds: cls.studentIds, classIds: [classId], from: today }),
        listYears2(db, userId)
      ]);
      const plans = new Map(computePlans(inputs, today).map((p) => [p.studentId, p]));
      const doneBy = /* @__PURE__ */ new Map();
      for (const plan of plans.values())
        for (const c of plan.completions)
          doneBy.set(c.lessonId, [...doneBy.get(c.lessonId) ?? [], plan.studentId]);
      const children = cls.studentIds.map((studentId) => {
        const plan = plans.get(studentId);
        return {
          studentId,
          completedCount: plan?.completions.length ?? 0,
          nextDate: plan?.placement.placed[0]?.date ?? null,
          projectedEnd: plan?.placement.projectedEnd ?? null,
          notFittingCount: plan?.placement.notFitting.length ?? 0
        };
      });
      return {
        today,
        class: {
          id: cls.id,
          title: cls.title,
          emoji: cls.emoji,
          daysOfWeek: cls.daysOfWeek,
          minutes: classMinutes(cls),
          schoolYearId: cls.schoolYearId,
          studentIds: cls.studentIds
        },
        lessons: lessons.map((l) => toLessonDto(l, doneBy.get(l.id) ?? [])),
        children,
        years
      };
    },
    /** Appends lessons at the end of the plan; a class holds at most 1,000 (409 beyond, nothing written). */
    async add(userId, classId, input) {
      await deps.profiles.get(userId);
      const now = (/* @__PURE__ */ new Date()).toISOString();
      const added2 = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        const cls = await findClass2(trx, userId, classId);
        if (!cls) throw notFound(lessonMessages.classNotFound);
        const { count: count2, next } = await planSize(trx, userId, classId);
        if (count2 + input.titles.length > MAX_LESSONS_PER_CLASS2)
          throw new AppError("CONFLICT", lessonMessages.classFull(MAX_LESSONS_PER_CLASS2, MAX_LESSONS_PER_CLASS2 - count2));
        const minutes2 = input.minutes ?? classMinutes(cls);
        const lessons = input.titles.map((title2, i) => ({
          id: randomUUID7(),
          classId,
          position: next + i,
          title: title2,
          notes: input.notes,
          minutes: minutes2,
          createdAt: now,
          updatedAt: now
        }));
        await insertLessons(trx, userId, lessons);
        return lessons;
      });
      bus.publish(userId, "lessons");
      return { lessons: added2.map((l) => toLessonDto(l, [])) };
    },
    async update(userId, id3, patch) {
      const updated = await db.transaction().execute(async (trx) => {
        const lesson = await findLesson(trx, userId, id3);
        if (!lesson) throw notFound(lessonMessages.notFound);
        const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== void 0));
        const next = { ...lesson, ...defined, updatedAt: (/* @__PURE__ */ new Date()).toISOString() };
        await updateLesson(trx, userId, id3, {
          title: next.title,
          notes: next.notes,
          minutes: next.minutes,
          updatedAt: next.updatedAt
        });
        return toLessonDto(next, await completedBy(trx, userId, id3));
      });
      bus.publish(userId, "lessons");
      return updated;
    },
    /**
     * Deletes the lesson, and with it the children's completions of it (the confirmation says so; the xp they
     * earned stays, as for every deleted item). The plan's other lessons keep their order.
     */
    async remove(userId, id3) {
      const deletedCompletions = await db.transaction().execute(async (trx) => {
        if (!await findLesson(trx, userId, id3)) throw notFound(lessonMessages.notFound);
        return deleteLesson(trx, userId, id3);
      });
      bus.publish(userId, "lessons");
      return { id: id3, deletedCompletions };
    },
    /** Puts the class's lessons in the given order: every lesson id of the class, each once (else 400). */
    async reorder(userId, classId, ids) {
      await deps.profiles.get(userId);
      await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        if (!await findClass2(trx, userId, classId)) throw notFound(lessonMessages.classNotFound);
        const current = await listLessons(trx, userId, classId);
        const known2 = new Map(current.map((l) => [l.id, l.position]));
        if (ids.length !== current.length || new Set(ids).size !== ids.length || ids.some((id3) => !known2.has(id3)))
          throw validationFailed(lessonMessages.orderIncomplete, { ids: lessonMessages.orderIncomplete });
        const moves = ids.map((id3, position) => ({ id: id3, position })).filter((m) => known2.get(m.id) !== m.position);
        await setPositions(trx, userId, classId, moves, (/* @__PURE__ */ new Date()).toISOString());
      });
      bus.publish(userId, "lessons");
    },
    /**
     * A new class with the class's fields and all of its lessons (none of the children's completions), for
     * other children or another year, in one transaction. Left out, the children and the year are the class's.
     */
    async copy(userId, classId, input) {
      const source = await existingClass(userId, classId);
      const schoolYearId = input.schoolYearId === void 0 ? source.schoolYearId : input.schoolYearId;
      if (schoolYearId !== null && !await yearExists(db, userId, schoolYearId))
        throw notFound(lessonMessages.yearNotFound);
      const { id: _id, studentIds: studentIds2, ...fields2 } = source;
      let lessonCount = 0;
      const created = await classes.create(
        userId,
        { ...fields2, schoolYearId, studentIds: input.studentIds ?? studentIds2 },
        async (trx, newClassId) => {
          if (!await findClass2(trx, userId, classId)) throw notFound(lessonMessages.classNotFound);
          const now = (/* @__PURE__ */ new Date()).toISOString();
          const lessons = await listLessons(trx, userId, classId);
          await insertLessons(
            trx,
            userId,
            lessons.map((l, position) => ({
              ...l,
              id: randomUUID7(),
              classId: newClassId,
              position,
              createdAt: now,
              updatedAt: now
            }))
          );
          lessonCount = lessons.length;
        }
      );
      bus.publish(userId, "lessons");
      return { ...created, lessonCount };
    }
  };
}

// src/server/features/lessons/lessons.routes.ts
function registerLessonsRoutes(app2, deps) {
  const r = app2.withTypeProvider();
  const service = lessonsService(deps);
  const tags = ["lessons"];
  const onRequest = app2.requireUser;
  r.get(
    "/api/classes/:id/lessons",
    { onRequest, schema: { tags, params: classIdParamsSchema, response: { 200: lessonPlanSchema } } },
    async (req) => service.plan(req.user.id, req.params.id)
  );
  r.post(
    "/api/classes/:id/lessons",
    {
      onRequest,
      schema: {
        tags,
        params: classIdParamsSchema,
        body: addLessonsSchema,
        response: { 201: addLessonsResultSchema }
      }
    },
    async (req, reply) => reply.status(201).send(await service.add(req.user.id, req.params.id, req.body))
  );
  r.put(
    "/api/classes/:id/lessons/order",
    { onRequest, schema: { tags, params: classIdParamsSchema, body: lessonOrderSchema } },
    async (req, reply) => {
      await service.reorder(req.user.id, req.params.id, req.body.ids);
      return reply.status(204).send();
    }
  );
  r.patch(
    "/api/lessons/:id",
    {
      onRequest,
      schema: {
        tags,
        params: lessonIdParamsSchema,
        body: lessonPatchSchema,
        response: { 200: lessonSchema }
      }
    },
    async (req) => service.update(req.user.id, req.params.id, req.body)
  );
  r.delete(
    "/api/lessons/:id",
    {
      onRequest,
      schema: { tags, params: lessonIdParamsSchema, response: { 200: deleteLessonResultSchema } }
    },
    async (req) => service.remove(req.user.id, req.params.id)
  );
  r.post(
    "/api/classes/:id/copy",
    {
      onRequest,
      schema: {
        tags,
        params: classIdParamsSchema,
        body: copyClassSchema,
        response: { 201: copyClassResultSchema }
      }
    },
    async (req, reply) => reply.status(201).send(await service.copy(req.user.id, req.params.id, req.body))
  );
}

// src/server/features/lesson-plan/lesson-plan.service.ts
var REMEMBERED_TIMEZONES2 = 1e4;
function lessonPlanService(deps) {
  const { db, dialect, bus, profiles, game } = deps;
  const attendance = attendanceService(deps);
  const timezones = /* @__PURE__ */ new Map();
  const remember = (userId, timezone) => {
    timezones.delete(userId);
    timezones.set(userId, timezone);
    if (timezones.size > REMEMBERED_TIMEZONES2) timezones.delete(timezones.keys().next().value);
  };
  const todayFor = async (userId) => todayIn((await profiles.get(userId)).settings.timezone);
  const dateProblem = (problem, yearStart) => {
    const message = problem === "future" ? lessonPlanMessages.futureCompletion : lessonPlanMessages.beforeYearStart(yearStart ?? "");
    return validationFailed(message, { date: message });
  };
  return {
    /** Records that the child did the lesson (once: completing it again changes nothing). */
    async complete(child, lessonId, input, recordedBy) {
      const today = await todayFor(child.userId);
      const kinds = [];
      const result = await db.transaction().execute(async (trx) => {
        const lesson = await findLessonForChild(trx, child, lessonId);
        if (!lesson) throw notFound(lessonPlanMessages.lessonNotFound);
        const date = input?.date ?? today;
        const problem = completionDateProblem(date, today, lesson.yearStart);
        if (problem) throw dateProblem(problem, lesson.yearStart);
        const written = await insertCompletion(trx, child, {
          id: crypto.randomUUID(),
          studentId: child.studentId,
          lessonId,
          classId: lesson.classId,
          date,
          minutes: input?.minutes ?? Number(lesson.minutes),
          recordedAt: (/* @__PURE__ */ new Date()).toISOString(),
          recordedBy
        });
        if (!written) {
          const existing = await findCompletion(trx, child, lessonId);
          return completion2(existing, { xpChange: 0, attendanceMarked: false });
        }
        const xp = await game.award(trx, child, "lesson", lessonId, XP_REWARDS.lesson);
        const day = await attendance.markPresentUnlessMarked(trx, child, written.date);
        kinds.push("lesson-progress");
        if (xp + day.xpChange !== 0) kinds.push("xp");
        if (day.marked) kinds.push("attendance");
        return completion2(written, { xpChange: xp + day.xpChange, attendanceMarked: day.marked });
      });
      if (kinds.length) bus.publishChild(child, ...kinds);
      return result;
    },
    /** Takes the completion back, with its xp (the day's attendance stays as it is). */
    async uncomplete(child, lessonId) {
      const kinds = [];
      const result = await db.transaction().execute(async (trx) => {
        const lesson = await findLessonForChild(trx, child, lessonId);
        if (!lesson) throw notFound(lessonPlanMessages.lessonNotFound);
        const removed = await deleteCompletion(trx, child, lessonId);
        const xp = removed ? -await game.revoke(trx, child, "lesson", lessonId) : 0;
        if (removed) kinds.push("lesson-progress");
        if (xp !== 0) kinds.push("xp");
        return {
          lessonId,
          classId: lesson.classId,
          studentId: child.studentId,
          completed: false,
          date: null,
          minutes: null,
          xpChange: xp,
          attendanceMarked: false
        };
      });
      if (kinds.length) bus.publishChild(child, ...kinds);
      return result;
    },
    /** 'Skip this day': the class's lessons for the child from that day on move one class day later. */
    async skip(child, classId, date) {
      const today = await todayFor(child.userId);
      const cls = await findClassForChild(db, child, classId);
      if (!cls) throw notFound(lessonPlanMessages.classNotFound);
      if (date < today) throw validationFailed(lessonPlanMessages.pastSkip, { date: lessonPlanMessages.pastSkip });
      if (!isClassDay(cls, date, await childBreaksOn(db, child, date)))
        throw validationFailed(lessonPlanMessages.notClassDay, { date: lessonPlanMessages.notClassDay });
      if (await insertSkip(db, child, classId, date)) bus.publishChild(child, "lesson-progress");
      return { studentId: child.studentId, classId, date, skipped: true };
    },
    /** Undoes a skip of today or a later day: the lessons move back. */
    async unskip(child, classId, date) {
      const today = await todayFor(child.userId);
      if (!await findClassForChild(db, child, classId)) throw notFound(lessonPlanMessages.classNotFound);
      if (date < today) throw validationFailed(lessonPlanMessages.pastUnskip, { date: lessonPlanMessages.pastUnskip });
      if (await deleteSkip(db, child, classId, date)) bus.publishChild(child, "lesson-progress");
      return { studentId: child.studentId, classId, date, skipped: false };
    },
    /**
     * Every child's (or one child's) week, Monday to Sunday: the lessons done each day and, from today on, the
     * lessons the plan places there; skipped classes, breaks and absences. One statement on a usual read.
     */
    async week(userId, query) {
      const read = async (timezone) => {
        const today2 = todayIn(timezone);
        const start3 = query.start ?? mondayOf(today2);
        const days2 = Array.from({ length: 7 }, (_, i) => addDaysIso(start3, i));
        const end2 = days2[6];
        const found2 = await readWeek(db, dialect, {
          userId,
          studentId: query.studentId,
          // Placement starts today: a week still to come needs what lies between today and it too.
          from: today2 < start3 ? today2 : start3,
          to: end2,
          limit: lessonsNeeded(today2, end2)
        });
        return { ...found2, asked: timezone, today: today2, start: start3, end: end2, days: days2 };
      };
      let found = await read(timezones.get(userId) ?? (await profiles.get(userId)).settings.timezone);
      if (found.timezone !== found.asked) {
        found = await read(found.timezone ?? (await profiles.get(userId)).settings.timezone);
      }
      remember(userId, found.asked);
      if (query.studentId !== void 0 && found.students.length === 0) throw notFound(lessonPlanMessages.childNotFound);
      const { today, start: start2, end, days, plan } = found;
      const byChild = planDays(
        { today, days, ...plan },
        found.students.map((s) => s.id)
      );
      return {
        start: start2,
        end,
        today,
        classes: plan.classInfo.map((c) => ({ ...c, color: classColor(c.id) })),
        children: found.students.map((s) => ({
          student: { ...s, color: s.color },
          days: byChild.get(s.id)
        }))
      };
    }
  };
}
function completion2(row, change) {
  return {
    lessonId: row.lessonId,
    classId: row.classId,
    studentId: row.studentId,
    completed: true,
    date: row.date,
    minutes: row.minutes,
    ...change
  };
}

// src/server/features/lesson-plan/lesson-plan.routes.ts
function registerLessonPlanRoutes(app2, deps) {
  const r = app2.withTypeProvider();
  const service = lessonPlanService(deps);
  const perChild = { onRequest: app2.requireUser, preHandler: app2.requireChild };
  r.post(
    "/api/students/:studentId/lessons/:lessonId/complete",
    {
      ...perChild,
      schema: {
        tags: ["lesson-plan"],
        summary: "Complete a lesson for the child: the day (default today) and minutes (default the lesson's); +15 xp, the day marked present unless it is marked",
        params: lessonParamsSchema,
        body: completeLessonSchema,
        response: { 200: lessonCompletionResultSchema }
      }
    },
    async (req) => service.complete(req.child, req.params.lessonId, req.body, req.user.id)
  );
  r.delete(
    "/api/students/:studentId/lessons/:lessonId/complete",
    {
      ...perChild,
      schema: {
        tags: ["lesson-plan"],
        summary: "Un-complete a lesson for the child: its completion and xp go (the day's attendance stays)",
        params: lessonParamsSchema,
        response: { 200: lessonCompletionResultSchema }
      }
    },
    async (req) => service.uncomplete(req.child, req.params.lessonId)
  );
  r.put(
    "/api/students/:studentId/classes/:classId/skips/:date",
    {
      ...perChild,
      schema: {
        tags: ["lesson-plan"],
        summary: "Skip a class day for the child (today or later): the class's lessons move one class day later",
        params: skipParamsSchema,
        response: { 200: skipResultSchema }
      }
    },
    async (req) => service.skip(req.child, req.params.classId, req.params.date)
  );
  r.delete(
    "/api/students/:studentId/classes/:classId/skips/:date",
    {
      ...perChild,
      schema: {
        tags: ["lesson-plan"],
        summary: "Undo the skip of a class day (today or later): the lessons move back",
        params: skipParamsSchema,
        response: { 200: skipResultSchema }
      }
    },
    async (req) => service.unskip(req.child, req.params.classId, req.params.date)
  );
  r.get(
    "/api/week",
    {
      onRequest: app2.requireUser,
      schema: {
        tags: ["lesson-plan"],
        summary: "Every child's (or one child's) lessons of a week, Monday to Sunday: done, and placed from today on; skips, breaks, absences",
        querystring: weekQuerySchema,
        response: { 200: weekSchema }
      },
      serializerCompiler: plainJson
    },
    async (req, reply) => {
      const userId = req.user.id;
      const timezone = await familyTimezone(deps, userId);
      const key = `week:${timezone}:${todayIn(timezone)}:${req.query.start ?? ""}:${req.query.studentId ?? ""}`;
      return sendJsonText(reply, await deps.readCache.get(userId, key, () => service.week(userId, req.query)));
    }
  );
}

// src/shared/schemas/report-card.ts
import { z as z29 } from "zod";
var termIdSchema = z29.string({ error: reportCardMessages.termRequired }).min(1, reportCardMessages.termRequired).max(64);
var reportCardQuerySchema = z29.object({ termId: termIdSchema });
var reportCardCommentInputSchema = z29.object({
  termId: termIdSchema,
  classId: z29.string({ error: reportCardMessages.classRequired }).min(1, reportCardMessages.classRequired).max(64),
  comment: z29.string().trim().max(1e3, reportCardMessages.commentTooLong)
});
var reportCardCommentSchema = z29.object({
  termId: z29.string(),
  classId: z29.string(),
  comment: z29.string().nullable()
});
var reportCardClassSchema = z29.object({
  classId: z29.string(),
  title: z29.string(),
  emoji: z29.string(),
  /** Whole percent (weighted when the class has categories), null without graded work in the term. */
  average: z29.number().nullable(),
  letter: z29.string().nullable(),
  weighted: z29.boolean(),
  /** Graded assignments of the term that count, and those left out for lack of a category. */
  counted: z29.number().int(),
  uncounted: z29.number().int(),
  /** Minutes of instruction logged for the class in the term. */
  minutes: z29.number().int(),
  comment: z29.string().nullable()
});
var reportCardSchema = z29.object({
  student: z29.object({ id: z29.string(), name: z29.string(), gradeLevel: z29.string().nullable() }),
  term: z29.object({
    id: z29.string(),
    name: z29.string(),
    startDate: z29.string(),
    endDate: z29.string(),
    schoolYearId: z29.string(),
    schoolYearName: z29.string()
  }),
  classes: z29.array(reportCardClassSchema),
  attendance: z29.object({ present: z29.number().int(), absent: z29.number().int(), marked: z29.number().int() }),
  hours: z29.object({
    /** Every minute logged for the child in the term. */
    totalMinutes: z29.number().int(),
    /** Minutes of free subjects (or of a class not on the card). */
    otherMinutes: z29.number().int()
  }),
  scale: z29.array(z29.object({ letter: z29.string(), minPercent: z29.number() }))
});

// src/server/pdf/pdf-layout.ts
var baseDocument = (title2, content) => ({
  info: { title: title2, creator: "Homeschool" },
  pageSize: "LETTER",
  pageMargins: [40, 48, 40, 56],
  defaultStyle: { font: "Roboto", fontSize: 10, lineHeight: 1.2 },
  styles: {
    title: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
    subtitle: { fontSize: 11, color: "#374151", margin: [0, 0, 0, 12] },
    heading: { fontSize: 13, bold: true, margin: [0, 12, 0, 6] },
    muted: { fontSize: 9, color: "#6b7280" },
    tableHeader: { bold: true, fillColor: "#f3f4f6" }
  },
  content
});
function dataTable(header, rows2, widths = header.map(() => "*"), alignRight = []) {
  const cell = (value, column) => ({
    text: String(value),
    alignment: alignRight.includes(column) ? "right" : "left"
  });
  return {
    table: {
      headerRows: 1,
      widths,
      body: [
        header.map((text, column) => ({ ...cell(text, column), style: "tableHeader" })),
        ...rows2.map((row) => row.map(cell))
      ]
    },
    layout: "lightHorizontalLines"
  };
}
var signatureLine = (label) => ({
  margin: [0, 36, 0, 0],
  columns: [
    { stack: [{ canvas: [{ type: "line", x1: 0, y1: 0, x2: 260, y2: 0, lineWidth: 0.7 }] }, { text: label, style: "muted", margin: [0, 4, 0, 0] }] },
    { width: 160, stack: [{ canvas: [{ type: "line", x1: 0, y1: 0, x2: 160, y2: 0, lineWidth: 0.7 }] }, { text: "Date", style: "muted", margin: [0, 4, 0, 0] }] }
  ],
  columnGap: 40
});

// src/server/pdf/render-pdf.ts
import { Worker } from "node:worker_threads";
var worker = null;
var nextId = 1;
var waiting = /* @__PURE__ */ new Map();
var workerUrl = () => import.meta.url.endsWith(".ts") ? new URL("./pdf-worker.ts", import.meta.url) : new URL("./pdf/pdf-worker.js", import.meta.url);
function failAll(error) {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
  worker = null;
}
function spawn() {
  if (!import.meta.url.endsWith(".ts")) return new Worker(workerUrl());
  const source = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl().href)}); })`;
  return new Worker(source, { eval: true });
}
function start() {
  const thread = spawn();
  thread.on("message", (result) => {
    const job = waiting.get(result.id);
    if (!job) return;
    waiting.delete(result.id);
    if ("error" in result) job.reject(new Error(`PDF rendering failed: ${result.error}`));
    else job.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
    if (waiting.size === 0) thread.unref();
  });
  thread.on("error", (error) => failAll(error));
  thread.on("exit", (code) => {
    if (worker === thread) failAll(new Error(`PDF worker stopped (exit code ${code})`));
  });
  return thread;
}
function renderPdf(doc, options = {}) {
  worker ??= start();
  const thread = worker;
  const id3 = nextId++;
  thread.ref();
  return new Promise((resolve2, reject) => {
    waiting.set(id3, { resolve: resolve2, reject });
    thread.postMessage({ id: id3, doc, footer: options.footer });
  });
}

// src/server/features/report-card/report-card.repository.ts
var CLASS_LIMIT = 200;
var ASSIGNMENT_LIMIT = 2e4;
var WEIGHT_LIMIT = CLASS_LIMIT * 10;
var termColumns = [
  "t.id",
  "t.name",
  "t.startDate",
  "t.endDate",
  "t.schoolYearId",
  "y.name as schoolYearName"
];
async function findTerm(db, userId, termId) {
  return db.selectFrom("terms as t").innerJoin("schoolYears as y", "y.id", "t.schoolYearId").select(termColumns).where("t.userId", "=", userId).where("y.userId", "=", userId).where("t.id", "=", termId).executeTakeFirst();
}
async function findStudent2(db, child) {
  return db.selectFrom("students").select(["id", "name", "gradeLevel"]).where("userId", "=", child.userId).where("id", "=", child.studentId).executeTakeFirst();
}
async function enrolledClasses(db, child) {
  return db.selectFrom("classes as c").innerJoin("classStudents as cs", "cs.classId", "c.id").select(["c.id", "c.title", "c.emoji"]).where("c.userId", "=", child.userId).where("cs.userId", "=", child.userId).where("cs.studentId", "=", child.studentId).orderBy("c.title").orderBy("c.id").limit(CLASS_LIMIT).execute();
}
async function assignmentsBetween(db, child, from, to) {
  const rows2 = await db.selectFrom("assignments").select(["classId", "status", "gradePercentage", "category"]).where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("assignmentDate", ">=", from).where("assignmentDate", "<=", to).orderBy("assignmentDate").orderBy("id").limit(ASSIGNMENT_LIMIT).execute();
  return rows2.map((r) => ({
    classId: r.classId,
    status: r.status ?? "completed",
    gradePercentage: r.gradePercentage == null ? null : Number(r.gradePercentage),
    category: r.category
  }));
}
async function weightsOf(db, userId, classIds) {
  if (classIds.length === 0) return [];
  const rows2 = await db.selectFrom("classGradeWeights").select(["classId", "category", "weight"]).where("userId", "=", userId).where("classId", "in", classIds).orderBy("classId").orderBy("createdAt").limit(WEIGHT_LIMIT).execute();
  return rows2.map((r) => ({ ...r, weight: Number(r.weight) }));
}
async function attendanceBetween(db, child, from, to) {
  const rows2 = await db.selectFrom("attendance").select((eb) => ["present", eb.fn.countAll().as("days")]).where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("date", ">=", from).where("date", "<=", to).groupBy("present").execute();
  let present = 0;
  let absent = 0;
  for (const r of rows2) {
    if (Number(r.present) === 1) present += Number(r.days);
    else absent += Number(r.days);
  }
  return { present, absent, marked: present + absent };
}
async function minutesBetween(db, child, from, to) {
  const rows2 = await db.selectFrom("hourEntries").select((eb) => ["classId", eb.fn.sum("minutes").as("minutes")]).where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("date", ">=", from).where("date", "<=", to).groupBy("classId").execute();
  return rows2.map((r) => ({ classId: r.classId, minutes: Number(r.minutes) }));
}
async function termComments(db, child, termId) {
  const rows2 = await db.selectFrom("reportCardComments").selectAll().where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("termId", "=", termId).limit(CLASS_LIMIT).execute();
  return rows2.map(fromCommentRow);
}
async function isEnrolled2(db, child, classId) {
  const row = await db.selectFrom("classStudents as cs").innerJoin("classes as c", "c.id", "cs.classId").select("cs.classId").where("cs.userId", "=", child.userId).where("cs.studentId", "=", child.studentId).where("cs.classId", "=", classId).where("c.userId", "=", child.userId).executeTakeFirst();
  return row !== void 0;
}
async function saveComment(db, child, key, comment) {
  const now = (/* @__PURE__ */ new Date()).toISOString();
  const updated = await db.updateTable("reportCardComments").set({ comment, updatedAt: now }).where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("termId", "=", key.termId).where("classId", "=", key.classId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db.insertInto("reportCardComments").values(
    toCommentRow(child.userId, {
      studentId: child.studentId,
      termId: key.termId,
      classId: key.classId,
      comment,
      createdAt: now,
      updatedAt: now
    })
  ).execute();
}
async function deleteComment(db, child, key) {
  await db.deleteFrom("reportCardComments").where("userId", "=", child.userId).where("studentId", "=", child.studentId).where("termId", "=", key.termId).where("classId", "=", key.classId).execute();
}

// src/server/features/report-card/report-card.service.ts
async function buildReportCard(deps, child, term) {
  const { db } = deps;
  const from = term.startDate;
  const to = term.endDate;
  const [student, classes, work, attendance, minutes2, comments, scale] = await Promise.all([
    findStudent2(db, child),
    enrolledClasses(db, child),
    assignmentsBetween(db, child, from, to),
    attendanceBetween(db, child, from, to),
    minutesBetween(db, child, from, to),
    termComments(db, child, term.id),
    familyScale(deps, child.userId)
  ]);
  if (!student) throw notFound();
  const weights = await weightsOf(
    db,
    child.userId,
    classes.map((c) => c.id)
  );
  const weightsOf2 = /* @__PURE__ */ new Map();
  for (const w of weights) weightsOf2.set(w.classId, [...weightsOf2.get(w.classId) ?? [], w]);
  const workOf = /* @__PURE__ */ new Map();
  for (const a of work) workOf.set(a.classId, [...workOf.get(a.classId) ?? [], a]);
  const minutesOf2 = new Map(minutes2.map((r) => [r.classId, r.minutes]));
  const commentOf = new Map(comments.map((c) => [c.classId, c.comment]));
  const cards = classes.filter((c) => workOf.has(c.id) || minutesOf2.has(c.id) || commentOf.has(c.id)).map((c) => {
    const grade = classGrade(workOf.get(c.id) ?? [], weightsOf2.get(c.id) ?? []);
    return {
      classId: c.id,
      title: c.title,
      emoji: c.emoji,
      average: grade.average,
      letter: letterFor(grade.average, scale),
      weighted: grade.weighted,
      counted: grade.counted,
      uncounted: grade.uncounted,
      minutes: minutesOf2.get(c.id) ?? 0,
      comment: commentOf.get(c.id) ?? null
    };
  });
  const totalMinutes = minutes2.reduce((sum, r) => sum + r.minutes, 0);
  const shownMinutes = cards.reduce((sum, c) => sum + c.minutes, 0);
  return {
    student: { id: student.id, name: student.name, gradeLevel: student.gradeLevel },
    term,
    classes: cards,
    attendance,
    hours: { totalMinutes, otherMinutes: totalMinutes - shownMinutes },
    scale
  };
}
function reportCardService(deps) {
  const { db, bus } = deps;
  async function termOf(userId, termId) {
    const term = await findTerm(db, userId, termId);
    if (!term) throw notFound(reportCardMessages.termNotFound);
    return term;
  }
  return {
    async reportCard(child, termId) {
      return buildReportCard(deps, child, await termOf(child.userId, termId));
    },
    /** Sets the class's comment for the term (an empty comment removes it). */
    async setComment(child, input) {
      const key = { termId: input.termId, classId: input.classId };
      await db.transaction().execute(async (trx) => {
        await lockAccount(trx, child.userId);
        if (!await findTerm(trx, child.userId, input.termId)) throw notFound(reportCardMessages.termNotFound);
        if (!await isEnrolled2(trx, child, input.classId)) throw notFound(reportCardMessages.classNotFound);
        if (input.comment === "") await deleteComment(trx, child, key);
        else await saveComment(trx, child, key, input.comment);
      });
      bus.publishChild(child, "report-card");
      return { ...key, comment: input.comment === "" ? null : input.comment };
    }
  };
}

// src/server/features/report-card/report-card.pdf.ts
var KEY_COLUMNS = 7;
function gradingKey(scale) {
  const ranges = scaleRanges(scale);
  const rows2 = [];
  for (let i = 0; i < ranges.length; i += KEY_COLUMNS) {
    const part = ranges.slice(i, i + KEY_COLUMNS);
    const pad4 = (cells) => [
      ...cells,
      ...Array.from({ length: KEY_COLUMNS - cells.length }, () => "")
    ];
    rows2.push({
      table: {
        widths: Array.from({ length: KEY_COLUMNS }, () => "*"),
        body: [
          pad4(part.map((r) => ({ text: r.letter, bold: true, alignment: "center" }))),
          pad4(part.map((r) => ({ text: r.range, style: "muted", alignment: "center" })))
        ]
      },
      layout: "noBorders",
      margin: [0, 0, 0, 4]
    });
  }
  return { stack: rows2, unbreakable: true };
}
function reportCardContent(card, newPage) {
  const grade = card.student.gradeLevel ? ` \xB7 Grade ${card.student.gradeLevel}` : "";
  const rows2 = card.classes.map((c) => [
    c.title,
    c.average == null ? reportCardMessages.noGrade : `${c.average} %`,
    c.letter ?? reportCardMessages.noGrade,
    hoursLabel(c.minutes)
  ]);
  if (card.hours.otherMinutes > 0) rows2.push([reportCardMessages.otherSubjects, "", "", hoursLabel(card.hours.otherMinutes)]);
  const comments = card.classes.filter((c) => c.comment);
  const weighted = card.classes.some((c) => c.weighted);
  return [
    {
      text: `${reportCardMessages.pdfTitle} \u2014 ${card.term.name}`,
      style: "title",
      ...newPage ? { pageBreak: "before" } : {}
    },
    {
      text: `${card.student.name}${grade} \xB7 ${card.term.schoolYearName} \xB7 ${rangeLabel(card.term.startDate, card.term.endDate)}`,
      style: "subtitle"
    },
    rows2.length ? dataTable(
      [reportCardMessages.classColumn, reportCardMessages.averageColumn, reportCardMessages.letterColumn, reportCardMessages.hoursColumn],
      rows2,
      ["*", 70, 50, 50],
      [1, 3]
    ) : { text: reportCardMessages.emptyTitle, style: "muted" },
    ...weighted ? [
      {
        text: `* ${reportCardMessages.weightedNote}: ${weightedClasses(card)}`,
        style: "muted",
        margin: [0, 4, 0, 0]
      }
    ] : [],
    ...comments.length ? [
      { text: "Comments", style: "heading" },
      ...comments.map((c) => ({
        margin: [0, 0, 0, 6],
        text: [{ text: `${c.title}: `, bold: true }, c.comment ?? ""]
      }))
    ] : [],
    { text: reportCardMessages.attendanceTitle, style: "heading" },
    {
      columns: [
        { text: `${reportCardMessages.present}: ${card.attendance.present}` },
        { text: `${reportCardMessages.absent}: ${card.attendance.absent}` },
        { text: `${reportCardMessages.marked}: ${card.attendance.marked}` },
        { text: `${reportCardMessages.totalHours}: ${hoursLabel(card.hours.totalMinutes)}` }
      ]
    },
    { text: reportCardMessages.gradingKey, style: "heading" },
    gradingKey(card.scale),
    signatureLine(reportCardMessages.signature)
  ];
}
var weightedClasses = (card) => card.classes.filter((c) => c.weighted).map((c) => c.title).join(", ");

// src/server/features/report-card/report-card.routes.ts
var fileName = (...parts) => parts.join(" - ").replace(/[^\p{L}\p{N} ._-]+/gu, "").replace(/\s+/g, " ").trim().slice(0, 120) + ".pdf";
function registerReportCardRoutes(app2, deps) {
  const r = app2.withTypeProvider();
  const service = reportCardService(deps);
  const tags = ["report-card"];
  const scope = { onRequest: app2.requireUser, preHandler: app2.requireChild };
  r.get(
    "/api/students/:studentId/report-card",
    {
      ...scope,
      schema: {
        tags,
        params: studentParamsSchema,
        querystring: reportCardQuerySchema,
        response: { 200: reportCardSchema }
      }
    },
    async (req) => service.reportCard(req.child, req.query.termId)
  );
  r.put(
    "/api/students/:studentId/report-card/comments",
    {
      ...scope,
      schema: {
        tags,
        params: studentParamsSchema,
        body: reportCardCommentInputSchema,
        response: { 200: reportCardCommentSchema }
      }
    },
    async (req) => service.setComment(req.child, req.body)
  );
  r.get(
    "/api/students/:studentId/report-card.pdf",
    { ...scope, schema: { tags, params: studentParamsSchema, querystring: reportCardQuerySchema } },
    async (req, reply) => {
      const card = await service.reportCard(req.child, req.query.termId);
      const title2 = `${reportCardMessages.pdfTitle} - ${card.student.name} - ${card.term.name}`;
      const pdf = await renderPdf(baseDocument(title2, reportCardContent(card, false)), {
        footer: `${card.student.name} \xB7 ${reportCardMessages.pdfTitle} \xB7 ${card.term.name}`
      });
      return reply.header("content-type", "application/pdf").header(
        "content-disposition",
        `attachment; filename="${fileName(reportCardMessages.pdfTitle, card.student.name, card.term.schoolYearName, card.term.name)}"`
      ).header("cache-control", "no-store").send(pdf);
    }
  );
}

// src/server/features/settings/settings.service.ts
function settingsService(deps) {
  return {
    async get(userId) {
      return (await deps.profiles.get(userId)).settings;
    },
    /**
     * Merges the given keys into the stored settings (other keys are kept). Custom messages are sanitised
     * here, on the server: angle brackets and quotes stripped, ampersands escaped. Blank rows stay as rows
     * (the banner skips them).
     */
    async update(userId, patch) {
      const clean = patch.customMessages ? { ...patch, customMessages: patch.customMessages.map(sanitizeMessage) } : patch;
      const merged = await deps.profiles.mergeSettings(userId, clean);
      deps.bus.publish(userId, "profile");
      return merged;
    }
  };
}

// src/server/features/settings/settings.routes.ts
function registerSettingsRoutes(app2, deps) {
  const r = app2.withTypeProvider();
  const service = settingsService(deps);
  r.get(
    "/api/settings",
    { onRequest: app2.requireUser, schema: { tags: ["settings"], response: { 200: settingsSchema } } },
    async (req) => service.get(req.user.id)
  );
  r.patch(
    "/api/settings",
    {
      onRequest: app2.requireUser,
      schema: { tags: ["settings"], body: settingsPatchSchema, response: { 200: settingsSchema } }
    },
    async (req) => service.update(req.user.id, req.body)
  );
}

// src/server/features/tasks/tasks.routes.ts
function registerTasksRoutes(app2, deps) {
  const service = tasksService(deps);
  app2.withTypeProvider().get(
    "/api/students/:studentId/tasks/today",
    {
      onRequest: app2.requireUser,
      preHandler: app2.requireChild,
      schema: { tags: ["tasks"], params: studentParamsSchema, response: { 200: todayTasksSchema } },
      // Loaded with every to-do page and after every change: its body is built field by field (see plainJson).
      serializerCompiler: plainJson
    },
    async (req, reply) => {
      const { child } = req;
      const key = `tasks-today:${child.studentId}:${child.timezone}:${todayIn(child.timezone)}`;
      const body = await deps.readCache.get(
        child.userId,
        key,
        () => service.today(child, child.timezone),
        (today) => today.carriedForward === 0
      );
      return sendJsonText(reply, body);
    }
  );
  registerListItemWriteRoutes(app2, {
    base: "/api/students/:studentId/tasks",
    tag: "tasks",
    service,
    itemSchema: taskSchema
  });
}

// src/server/features/students/child-scope.ts
function registerChildScope(app2, students, cache) {
  app2.decorateRequest("child", null);
  app2.decorate("requireChild", async (req) => {
    const studentId = req.params?.studentId;
    const userId = req.user.id;
    const child = typeof studentId === "string" ? await cache.remember(
      userId,
      `child:${studentId}`,
      () => students.resolve(userId, studentId),
      (found) => found !== null
    ) : null;
    if (!child) throw notFound();
    req.child = child;
  });
}

// src/server/features/students/students.routes.ts
import { z as z30 } from "zod";
function registerStudentsRoutes(app2, service) {
  const r = app2.withTypeProvider();
  const tags = ["students"];
  r.get(
    "/api/students",
    { onRequest: app2.requireUser, schema: { tags, response: { 200: z30.array(studentSchema) } } },
    async (req) => service.list(req.user.id)
  );
  r.post(
    "/api/students",
    { onRequest: app2.requireUser, schema: { tags, body: newStudentSchema, response: { 201: studentSchema } } },
    async (req, reply) => reply.status(201).send(await service.create(req.user.id, req.body))
  );
  r.put(
    "/api/students/order",
    { onRequest: app2.requireUser, schema: { tags, body: studentOrderSchema, response: { 200: z30.array(studentSchema) } } },
    async (req) => service.reorder(req.user.id, req.body.ids)
  );
  r.patch(
    "/api/students/:studentId",
    { onRequest: app2.requireUser, schema: { tags, params: studentParamsSchema, body: studentPatchSchema, response: { 200: studentSchema } } },
    async (req) => service.update(req.user.id, req.params.studentId, req.body)
  );
  r.get(
    "/api/students/:studentId/removal",
    {
      onRequest: app2.requireUser,
      schema: { tags, summary: "How many records removing the child deletes", params: studentParamsSchema, response: { 200: studentRemovalSchema } }
    },
    async (req) => service.removal(req.user.id, req.params.studentId)
  );
  r.delete(
    "/api/students/:studentId",
    { onRequest: app2.requireUser, schema: { tags, params: studentParamsSchema } },
    async (req, reply) => {
      await service.remove(req.user.id, req.params.studentId);
      return reply.status(204).send();
    }
  );
}

// src/server/features/index.ts
function registerFeatures(app2, deps, auth) {
  registerChildScope(app2, deps.students, deps.readCache);
  accountRoutes(app2, accountService(auth, deps.profiles, deps.students));
  registerStudentsRoutes(app2, deps.students);
  registerSettingsRoutes(app2, deps);
  registerClassesRoutes(app2, deps);
  registerSchoolYearsRoutes(app2, deps);
  registerLessonsRoutes(app2, deps);
  registerCalendarRoutes(app2, deps);
  registerCalendarFeedRoutes(app2, deps);
  registerTasksRoutes(app2, deps);
  registerBucketListRoutes(app2, deps);
  registerLearnListRoutes(app2, deps);
  registerAttendanceRoutes(app2, deps);
  registerAssignmentsRoutes(app2, deps);
  registerDayByDayRoutes(app2, deps);
  registerGameRoutes(app2, deps);
  registerDashboardRoutes(app2, deps);
  registerLessonPlanRoutes(app2, deps);
  registerGradingRoutes(app2, deps);
  registerReportCardRoutes(app2, deps);
  registerAccountDataRoutes(app2, deps, auth);
}

// src/server/http/read-cache.ts
var MAX_ENTRIES2 = 2e3;
var MAX_AGE_MS = 6e4;
function createReadCache(opts = {}) {
  const maxEntries = opts.maxEntries ?? MAX_ENTRIES2;
  const maxAgeMs = opts.maxAgeMs ?? MAX_AGE_MS;
  const now = opts.now ?? Date.now;
  const accounts = /* @__PURE__ */ new Map();
  let size = 0;
  const account = (userId) => {
    let entries = accounts.get(userId);
    if (entries) {
      accounts.delete(userId);
    } else {
      entries = { version: 0, values: /* @__PURE__ */ new Map() };
    }
    accounts.set(userId, entries);
    trim();
    return entries;
  };
  const trim = () => {
    while (size > maxEntries || accounts.size > maxEntries) {
      const [userId, entries] = accounts.entries().next().value;
      size -= entries.values.size;
      accounts.delete(userId);
    }
  };
  return {
    /**
     * The kept value for `key`, or `compute`'s, kept unless the account changed meanwhile or `keep` says no
     * (a body that reports a one-time effect, such as tasks carried forward, is not served twice).
     */
    async remember(userId, key, compute, keep = () => true) {
      const entries = account(userId);
      const hit = entries.values.get(key);
      if (hit && now() - hit.at < maxAgeMs) return hit.value;
      const version = entries.version;
      const value = await compute();
      if (accounts.get(userId) === entries && entries.version === version && keep(value)) {
        if (!entries.values.has(key)) size += 1;
        entries.values.set(key, { value, at: now() });
        trim();
      }
      return value;
    },
    /** `remember` for a response body: the value serialised once, kept as its JSON text. */
    async get(userId, key, compute, keep = () => true) {
      let kept = true;
      return this.remember(
        userId,
        key,
        async () => {
          const value = await compute();
          kept = keep(value);
          return JSON.stringify(value);
        },
        () => kept
      );
    },
    /** The account changed: nothing read before now is served again. */
    invalidate(userId) {
      const entries = accounts.get(userId);
      if (!entries) return;
      entries.version += 1;
      size -= entries.values.size;
      entries.values.clear();
    },
    /** Events may have been missed (the relay between instances reconnected): drop everything. */
    clear() {
      accounts.clear();
      size = 0;
    },
    get size() {
      return size;
    }
  };
}
var writes = (req) => req.method !== "GET" && req.method !== "HEAD" && req.user !== null;
function forgetReadsOnChange(app2, bus, cache) {
  bus.onEvent((event) => cache.invalidate(event.userId));
  app2.addHook("preHandler", async (req) => {
    if (writes(req)) cache.invalidate(req.user.id);
  });
  app2.addHook("onResponse", async (req) => {
    if (writes(req)) cache.invalidate(req.user.id);
  });
}

// src/server/realtime/bus.ts
import { EventEmitter } from "node:events";
function createEventBus() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const publishHooks = [];
  const eventListeners = [];
  const deliverLocally = (event) => {
    for (const listener of eventListeners) listener(event);
    emitter.emit(event.userId, event);
  };
  const publish = (userId, kinds, wait, studentId) => {
    const event = studentId ? { userId, kinds, studentId } : { userId, kinds };
    deliverLocally(event);
    return publishHooks.map((hook) => hook(event, wait));
  };
  return {
    publish(userId, ...kinds) {
      publish(userId, kinds, false);
    },
    publishChild(child, ...kinds) {
      publish(child.userId, kinds, false, child.studentId);
    },
    async publishAndWait(userId, ...kinds) {
      await Promise.all(publish(userId, kinds, true));
    },
    emitLocal: deliverLocally,
    onPublish(fn) {
      publishHooks.push(fn);
    },
    onEvent(listener) {
      eventListeners.push(listener);
    },
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    }
  };
}

// src/server/realtime/pg-bridge.ts
import { randomUUID as randomUUID8 } from "node:crypto";
import pg2 from "pg";
var CHANNEL = "homeschool_changes";
var ECHO_TIMEOUT_MS = 1e3;
var DELIVERY_SKEW_MS = 15;
async function bridgeBusOverPostgres(bus, databaseUrl, log, onResync = () => {
}) {
  const origin = randomUUID8();
  let sequence = 0;
  const echoes = /* @__PURE__ */ new Map();
  const pool = new pg2.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on("error", () => {
  });
  pool.on("connect", (client) => client.on("error", () => {
  }));
  let listener = null;
  let closed = false;
  async function connectListener() {
    const client = new pg2.Client({ connectionString: databaseUrl });
    client.on("notification", (msg) => {
      if (!msg.payload) return;
      try {
        const { o, n, e } = JSON.parse(msg.payload);
        if (o !== origin) bus.emitLocal(e);
        else {
          const echoed = n === void 0 ? void 0 : echoes.get(n);
          if (echoed) setTimeout(echoed, DELIVERY_SKEW_MS);
        }
      } catch (err) {
        log.warn({ err }, "bad realtime notification");
      }
    });
    client.on("error", (err) => {
      log.warn({ err }, "realtime listener lost its connection; reconnecting");
      listener = null;
      if (!closed) setTimeout(reconnect, 1e3);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  }
  function reconnect() {
    if (closed) return;
    connectListener().then(onResync, () => setTimeout(reconnect, 1e3));
  }
  await connectListener();
  const notify = (payload, onFailure = () => {
  }) => pool.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify({ o: origin, ...payload })]).catch((err) => {
    log.warn({ err }, "realtime notify failed");
    onFailure();
  });
  bus.onPublish((event, wait) => {
    if (!wait) return void notify({ e: event });
    return new Promise((resolve2) => {
      const n = ++sequence;
      const done = () => {
        clearTimeout(timer);
        echoes.delete(n);
        resolve2();
      };
      const timer = setTimeout(done, ECHO_TIMEOUT_MS);
      echoes.set(n, done);
      void notify({ n, e: event }, done);
    });
  });
  return async function close() {
    closed = true;
    await listener?.end().catch(() => {
    });
    await pool.end().catch(() => {
    });
  };
}

// src/server/realtime/sse.routes.ts
var HEARTBEAT_MS = 15e3;
function registerRealtimeRoutes(app2, deps) {
  const open2 = /* @__PURE__ */ new Set();
  const heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_MS;
  app2.addHook("preClose", async () => {
    for (const end of open2) end();
  });
  app2.get("/api/realtime", { onRequest: app2.requireUser, schema: { tags: ["realtime"], hide: false } }, async (req, reply) => {
    const userId = req.user.id;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no"
    });
    let seq = 0;
    const write = (chunk) => {
      if (!res.writableEnded) res.write(chunk);
    };
    write(`retry: 3000
event: ready
data: {}

`);
    const unsubscribe = deps.bus.subscribe(userId, (event) => {
      seq += 1;
      write(`id: ${seq}
event: change
data: ${JSON.stringify(event.studentId ? { kinds: event.kinds, studentId: event.studentId } : { kinds: event.kinds })}

`);
    });
    const heartbeat = setInterval(async () => {
      write(`: ping

`);
      const still = await sessionUser(deps.auth, req).catch(() => null);
      if (!still || still.id !== userId) {
        write(`event: unauthorized
data: {}

`);
        end();
      }
    }, heartbeatMs);
    let ended = false;
    function end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      open2.delete(end);
      if (!res.writableEnded) res.end();
    }
    open2.add(end);
    req.raw.on("close", end);
  });
}

// src/server/http/error-handler.ts
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
function fieldsOf(issues) {
  const fields2 = {};
  for (const issue of issues) {
    const path3 = issue.params?.issue?.path?.join(".") || issue.instancePath?.replace(/^\//, "").replace(/\//g, ".") || "_";
    fields2[path3] ??= issue.params?.issue?.message ?? issue.message;
  }
  return fields2;
}
var DATABASE_UNAVAILABLE = "The database is not reachable right now. Please try again in a moment.";
var UNAVAILABLE_CODES = /* @__PURE__ */ new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006", "53300"]);
function isDatabaseUnavailable(err) {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = e.cause, depth++) {
    const { code, message } = e;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === "string" && /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error/.test(message)) return true;
  }
  return false;
}
function registerErrorHandling(app2) {
  app2.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) return reply.status(err.status).send(err.toBody());
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields2 = fieldsOf(err.validation);
      const first = Object.values(fields2)[0] ?? "The request is not valid.";
      const body = { error: { code: "VALIDATION_FAILED", message: first, fields: fields2 } };
      return reply.status(400).send(body);
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, "database unavailable");
      return reply.status(503).send({ error: { code: "UNAVAILABLE", message: DATABASE_UNAVAILABLE } });
    }
    const status = err.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ error: { code: "PAYLOAD_TOO_LARGE", message: "The request is too large." } });
    }
    if (status === 429) {
      return reply.status(429).send({ error: { code: "RATE_LIMITED", message: "Too many requests. Please wait a moment and try again." } });
    }
    if (status >= 400 && status < 500) {
      const message = err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" ? "Send the request body as JSON." : "The request is not valid.";
      return reply.status(status).send({ error: { code: "VALIDATION_FAILED", message } });
    }
    req.log.error({ err }, "request failed");
    return reply.status(500).send({ error: { code: "INTERNAL", message: "Something went wrong. Please try again." } });
  });
  app2.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ error: { code: "NOT_FOUND", message: `No route for ${req.method} ${req.url.split("?")[0]}.` } });
  });
}

// src/server/http/route-table.ts
var tables = /* @__PURE__ */ new WeakMap();
function trackRoutes(app2) {
  const table = [];
  tables.set(app2, table);
  app2.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method === "HEAD" || method === "OPTIONS") continue;
      table.push({
        method,
        url: route.url,
        door: route.config?.door,
        schema: route.schema
      });
    }
  });
}

// src/server/http/security.ts
var CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix positions popovers with inline style attributes and sonner injects its stylesheet.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'"
].join("; ");
var DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'"
].join("; ");
var UNSAFE_METHODS = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH", "DELETE"]);
function registerSecurity(app2, config2) {
  const httpsOnly = config2.baseUrl.startsWith("https://");
  const allowedOrigins = /* @__PURE__ */ new Set([new URL(config2.baseUrl).origin]);
  app2.addHook("onRequest", async (req, reply) => {
    if (!UNSAFE_METHODS.has(req.method) || !req.url.startsWith("/api/")) return;
    const origin = req.headers.origin;
    const site = req.headers["sec-fetch-site"];
    const ownOrigin = `${req.protocol}://${req.host}`;
    const foreignOrigin = origin !== void 0 && origin !== "null" ? !allowedOrigins.has(origin) && origin !== ownOrigin : origin === "null";
    if (foreignOrigin || site === "cross-site") {
      return reply.status(403).send({ error: { code: "FORBIDDEN", message: "Cross-site requests are not allowed." } });
    }
  });
  app2.addHook("onSend", async (req, reply) => {
    reply.header("content-security-policy", /^\/api\/docs(\/|\?|$)/.test(req.url) ? DOCS_CSP : CSP);
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "DENY");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (httpsOnly) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    if (req.url.startsWith("/api/")) reply.header("cache-control", reply.getHeader("cache-control") ?? "no-store");
  });
}

// src/server/app.ts
async function buildApp(config2, opts = {}) {
  const handle2 = opts.handle ?? createDb(config2.databaseUrl);
  const { db } = handle2;
  const app2 = Fastify({
    logger: opts.logger === false ? false : { level: config2.logLevel },
    bodyLimit: config2.bodyLimit,
    trustProxy: config2.trustProxy ?? false,
    // Router-level failures (malformed URL, an over-long id) answer in our error shape too.
    frameworkErrors: (err, _req, reply) => {
      const tooLong = err.code === "FST_ERR_MAX_PARAM_LENGTH";
      void reply.status(tooLong ? 414 : 400).send({ error: { code: "VALIDATION_FAILED", message: tooLong ? "The address is too long." : "The address is not valid." } });
    }
  });
  app2.setValidatorCompiler(validatorCompiler);
  app2.setSerializerCompiler(serializerCompiler);
  trackRoutes(app2);
  registerErrorHandling(app2);
  registerSecurity(app2, config2);
  registerJsonBody(app2);
  await app2.register(fastifySwagger, {
    openapi: { info: { title: "Homeschool API", version: "1.0.0" } },
    transform: jsonSchemaTransform
  });
  await app2.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
  app2.get("/api/openapi.json", { schema: { hide: true } }, async () => app2.swagger());
  const auth = createAuth({ db, dialect: handle2.dialect, config: config2 });
  registerAuth(app2, auth);
  registerAuthDoor(app2, auth);
  app2.get("/api/health", { schema: { tags: ["system"] } }, async (_req, reply) => {
    try {
      await sql10`select 1`.execute(db);
      return { status: "ok", database: handle2.dialect };
    } catch {
      return reply.status(503).send({ error: { code: "UNAVAILABLE", message: "The database is not reachable." } });
    }
  });
  const bus = createEventBus();
  const { sessions } = auth.kit;
  bus.onEvent((event) => {
    if (event.kinds.includes("sessions")) sessions.cache.forgetUser(event.userId);
  });
  sessions.announce = (userId) => bus.publishAndWait(userId, "sessions");
  const readCache = createReadCache();
  forgetReadsOnChange(app2, bus, readCache);
  const closeBridge = handle2.dialect === "postgres" ? await bridgeBusOverPostgres(bus, config2.databaseUrl, app2.log, () => {
    sessions.cache.forgetAll();
    readCache.clear();
  }) : null;
  const deps = {
    db,
    dialect: handle2.dialect,
    config: config2,
    bus,
    profiles: profileService(db),
    students: studentsService(db, bus),
    game: gameService(handle2.dialect),
    readCache
  };
  registerFeatures(app2, deps, auth);
  registerRealtimeRoutes(app2, { bus, auth, heartbeatMs: config2.realtimeHeartbeatMs });
  if (config2.clientDir && existsSync(path.join(config2.clientDir, "index.html"))) {
    await app2.register(fastifyStatic, {
      root: config2.clientDir,
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      }
    });
    const welcome = existsSync(path.join(config2.clientDir, "welcome.html")) ? "welcome.html" : "index.html";
    app2.get("/welcome", { schema: { hide: true } }, async (_req, reply) => reply.header("cache-control", "no-cache").sendFile(welcome, { cacheControl: false }));
    app2.get("/*", { schema: { hide: true } }, async (req, reply) => {
      const pathname = req.url.split("?")[0] ?? "";
      if (pathname.startsWith("/api/")) return reply.callNotFound();
      if (/\.[a-z0-9]+$/i.test(pathname)) return reply.status(404).header("cache-control", "no-cache").type("text/plain").send("Not found");
      return reply.header("cache-control", "no-cache").sendFile("index.html", { cacheControl: false });
    });
  }
  app2.addHook("onClose", async () => {
    await closeBridge?.();
    if (!opts.handle) await handle2.close();
  });
  return { app: app2, handle: handle2, auth, deps };
}

// src/server/config.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { existsSync as existsSync2, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path2 from "node:path";
function positiveInt(env, name, fallback) {
  const raw = env[name];
  if (raw === void 0 || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got ${raw}`);
  return value;
}
function readOrCreateSecret(dataDir) {
  const file = path2.join(dataDir, "auth-secret");
  if (existsSync2(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes2(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 384 });
  return secret;
}
function loadConfig(env = process.env) {
  const port = Number(env.PORT ?? 3e3);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = path2.resolve(env.DATA_DIR ?? "data");
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = env.DATABASE_URL || `sqlite:${path2.join(dataDir, "homeschool.db")}`;
  const baseUrl = (env.BASE_URL || `http://localhost:${port}`).replace(/\/$/, "");
  const google = env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } : null;
  const oidc = env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET ? {
    issuer: env.OIDC_ISSUER.replace(/\/$/, ""),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    name: env.OIDC_NAME?.trim() || null
  } : null;
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl,
    baseUrl,
    authSecret: env.AUTH_SECRET || readOrCreateSecret(dataDir),
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM || "Homeschool <no-reply@localhost>" } : null,
    google,
    oidc,
    clientDir: env.CLIENT_DIR === void 0 ? path2.resolve("dist/client") : env.CLIENT_DIR ? path2.resolve(env.CLIENT_DIR) : null,
    logLevel: env.LOG_LEVEL ?? "info",
    trustProxy: env.TRUST_PROXY === "true" || env.TRUST_PROXY === "1",
    bodyLimit: 256 * 1024,
    authRateLimit: {
      signInPerAccount: positiveInt(env, "AUTH_RATE_LIMIT_SIGN_IN", 10),
      signInPerAddress: positiveInt(env, "AUTH_RATE_LIMIT_SIGN_IN_PER_ADDRESS", 100),
      signUpPerAddress: positiveInt(env, "AUTH_RATE_LIMIT_SIGN_UP", 20),
      mailPerEmail: positiveInt(env, "AUTH_RATE_LIMIT_MAIL", 5)
    },
    calendarFeedRateLimit: {
      perAddress: positiveInt(env, "CALENDAR_FEED_RATE_LIMIT_PER_ADDRESS", 300),
      perFeed: positiveInt(env, "CALENDAR_FEED_RATE_LIMIT_PER_FEED", 60)
    }
  };
}

// src/server/db/migrate.ts
import { Migrator } from "kysely";

// src/server/db/migrations/0001-initial.ts
var initial_exports = {};
__export(initial_exports, {
  down: () => down,
  up: () => up
});
import { sql as sql11 } from "kysely";

// src/server/db/migrations/column-types.ts
import { PostgresAdapter } from "kysely";
function columnTypes(db) {
  const pg3 = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    pg: pg3,
    /** better-auth's own booleans and timestamps use native types on Postgres. */
    authBool: pg3 ? "boolean" : "integer",
    authTimestamp: pg3 ? "timestamptz" : "date",
    real: pg3 ? "double precision" : "real"
  };
}

// src/server/db/migrations/0001-initial.ts
async function up(db) {
  const t = columnTypes(db);
  await db.schema.createTable("user").addColumn("id", "text", (c) => c.primaryKey()).addColumn("name", "text", (c) => c.notNull()).addColumn("email", "text", (c) => c.notNull().unique()).addColumn("email_verified", t.authBool, (c) => c.notNull()).addColumn("image", "text").addColumn("created_at", t.authTimestamp, (c) => c.notNull()).addColumn("updated_at", t.authTimestamp, (c) => c.notNull()).execute();
  await db.schema.createTable("session").addColumn("id", "text", (c) => c.primaryKey()).addColumn("expires_at", t.authTimestamp, (c) => c.notNull()).addColumn("token", "text", (c) => c.notNull().unique()).addColumn("created_at", t.authTimestamp, (c) => c.notNull()).addColumn("updated_at", t.authTimestamp, (c) => c.notNull()).addColumn("ip_address", "text").addColumn("user_agent", "text").addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).execute();
  await db.schema.createIndex("session_user_id_idx").on("session").column("user_id").execute();
  await db.schema.createTable("account").addColumn("id", "text", (c) => c.primaryKey()).addColumn("account_id", "text", (c) => c.notNull()).addColumn("provider_id", "text", (c) => c.notNull()).addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("access_token", "text").addColumn("refresh_token", "text").addColumn("id_token", "text").addColumn("access_token_expires_at", t.authTimestamp).addColumn("refresh_token_expires_at", t.authTimestamp).addColumn("scope", "text").addColumn("password", "text").addColumn("created_at", t.authTimestamp, (c) => c.notNull()).addColumn("updated_at", t.authTimestamp, (c) => c.notNull()).execute();
  await db.schema.createIndex("account_user_id_idx").on("account").column("user_id").execute();
  await db.schema.createTable("verification").addColumn("id", "text", (c) => c.primaryKey()).addColumn("identifier", "text", (c) => c.notNull()).addColumn("value", "text", (c) => c.notNull()).addColumn("expires_at", t.authTimestamp, (c) => c.notNull()).addColumn("created_at", t.authTimestamp, (c) => c.notNull()).addColumn("updated_at", t.authTimestamp, (c) => c.notNull()).execute();
  await db.schema.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();
  await db.schema.createTable("rate_limit").addColumn("id", "text", (c) => c.primaryKey()).addColumn("key", "text", (c) => c.notNull().unique()).addColumn("count", "integer", (c) => c.notNull()).addColumn("last_request", "bigint", (c) => c.notNull()).execute();
  const userRef = (name) => db.schema.createTable(name).addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"));
  const priority3 = sql11`priority in ('low', 'medium', 'high')`;
  const boolCheck = (col) => sql11`${sql11.ref(col)} in (0, 1)`;
  await db.schema.createTable("profiles").addColumn("id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade")).addColumn("display_name", "text").addColumn("child_age", "text", (c) => c.defaultTo("10")).addColumn("xp", "integer", (c) => c.notNull().defaultTo(0).check(sql11`xp >= 0`)).addColumn("level", "integer", (c) => c.notNull().defaultTo(0).check(sql11`level >= 0`)).addColumn("settings", "text", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).execute();
  await userRef("classes").addColumn("title", "text", (c) => c.notNull()).addColumn("description", "text").addColumn("emoji", "text", (c) => c.notNull()).addColumn("teacher_platform", "text").addColumn("days_of_week", "text", (c) => c.notNull()).addColumn("start_time", "text", (c) => c.notNull()).addColumn("end_time", "text", (c) => c.notNull()).addColumn("start_date", "text").addColumn("end_date", "text").addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).addCheckConstraint("classes_time_order", sql11`end_time > start_time`).addCheckConstraint("classes_date_order", sql11`end_date is null or start_date is null or end_date >= start_date`).execute();
  await db.schema.createIndex("classes_user_created_idx").on("classes").columns(["user_id", "created_at"]).execute();
  await userRef("calendar_events").addColumn("title", "text", (c) => c.notNull()).addColumn("event_date", "text", (c) => c.notNull()).addColumn("event_time", "text").addColumn("description", "text").addColumn("class_id", "text", (c) => c.references("classes.id").onDelete("cascade")).addColumn("created_at", "text", (c) => c.notNull()).execute();
  await db.schema.createIndex("calendar_events_user_date_idx").on("calendar_events").columns(["user_id", "event_date"]).execute();
  await db.schema.createIndex("calendar_events_class_idx").on("calendar_events").column("class_id").execute();
  await userRef("tasks").addColumn("title", "text", (c) => c.notNull()).addColumn("priority", "text", (c) => c.notNull().defaultTo("medium").check(priority3)).addColumn("completed", "integer", (c) => c.notNull().defaultTo(0).check(boolCheck("completed"))).addColumn("completed_at", "text").addColumn("created_date", "text", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull()).execute();
  await db.schema.createIndex("tasks_user_date_idx").on("tasks").columns(["user_id", "created_date", "completed"]).execute();
  await userRef("bucket_list_items").addColumn("title", "text", (c) => c.notNull()).addColumn("priority", "text", (c) => c.notNull().defaultTo("medium").check(priority3)).addColumn("completed", "integer", (c) => c.notNull().defaultTo(0).check(boolCheck("completed"))).addColumn("completed_at", "text").addColumn("created_date", "text", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull()).execute();
  await db.schema.createIndex("bucket_list_items_user_created_idx").on("bucket_list_items").columns(["user_id", "created_at"]).execute();
  await userRef("learn_list_items").addColumn("title", "text", (c) => c.notNull()).addColumn("priority", "text", (c) => c.notNull().defaultTo("medium").check(priority3)).addColumn("completed", "integer", (c) => c.notNull().defaultTo(0).check(boolCheck("completed"))).addColumn("completed_at", "text").addColumn("created_at", "text", (c) => c.notNull()).execute();
  await db.schema.createIndex("learn_list_items_user_created_idx").on("learn_list_items").columns(["user_id", "created_at"]).execute();
  await userRef("attendance").addColumn("date", "text", (c) => c.notNull()).addColumn("present", "integer", (c) => c.notNull().check(boolCheck("present"))).addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).addUniqueConstraint("attendance_user_date_key", ["user_id", "date"]).execute();
  await userRef("assignments").addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade")).addColumn("assignment_name", "text", (c) => c.notNull()).addColumn("description", "text").addColumn("assignment_date", "text", (c) => c.notNull()).addColumn("due_date", "text").addColumn(
    "status",
    "text",
    (c) => c.notNull().defaultTo("completed").check(sql11`status in ('upcoming', 'work_in_progress', 'completed')`)
  ).addColumn(
    "grade_percentage",
    t.real,
    (c) => c.check(sql11`grade_percentage is null or (grade_percentage >= 0 and grade_percentage <= 100)`)
  ).addColumn("earned_points", t.real, (c) => c.check(sql11`earned_points is null or earned_points >= 0`)).addColumn("max_points", t.real, (c) => c.check(sql11`max_points is null or max_points >= 0`)).addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).execute();
  await db.schema.createIndex("assignments_user_created_idx").on("assignments").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("assignments_class_idx").on("assignments").column("class_id").execute();
  await userRef("day_blocks").addColumn("name", "text", (c) => c.notNull()).addColumn("description", "text").addColumn("purpose", "text").addColumn(
    "default_duration",
    "integer",
    (c) => c.notNull().defaultTo(30).check(sql11`default_duration between 5 and 480`)
  ).addColumn("color", "text", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull()).execute();
  await db.schema.createIndex("day_blocks_user_created_idx").on("day_blocks").columns(["user_id", "created_at"]).execute();
  await userRef("day_schedule").addColumn("block_id", "text", (c) => c.notNull().references("day_blocks.id").onDelete("cascade")).addColumn("schedule_date", "text", (c) => c.notNull()).addColumn("start_time", "integer", (c) => c.notNull().check(sql11`start_time >= 0`)).addColumn("duration", "integer", (c) => c.notNull().check(sql11`duration between 5 and 480`)).addColumn("created_at", "text", (c) => c.notNull()).execute();
  await db.schema.createIndex("day_schedule_user_date_start_idx").on("day_schedule").columns(["user_id", "schedule_date", "start_time"]).execute();
  await db.schema.createIndex("day_schedule_block_idx").on("day_schedule").column("block_id").execute();
  await userRef("xp_ledger").addColumn("source_kind", "text", (c) => c.notNull()).addColumn("source_id", "text", (c) => c.notNull()).addColumn("xp", "integer", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull()).addUniqueConstraint("xp_ledger_source_key", ["user_id", "source_kind", "source_id"]).execute();
  await db.schema.createTable("achievements").addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("achievement_id", "text", (c) => c.notNull()).addColumn("unlocked_at", "text", (c) => c.notNull()).addPrimaryKeyConstraint("achievements_pk", ["user_id", "achievement_id"]).execute();
  await db.schema.createTable("task_carry_forward").addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("day", "text", (c) => c.notNull()).addColumn("carried", "integer", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull()).addPrimaryKeyConstraint("task_carry_forward_pk", ["user_id", "day"]).execute();
}
async function down(db) {
  for (const table of [
    "task_carry_forward",
    "achievements",
    "xp_ledger",
    "day_schedule",
    "day_blocks",
    "assignments",
    "attendance",
    "learn_list_items",
    "bucket_list_items",
    "tasks",
    "calendar_events",
    "classes",
    "profiles",
    "rate_limit",
    "verification",
    "account",
    "session",
    "user"
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

// src/server/db/migrations/0002-calendar-generated-events.ts
var calendar_generated_events_exports = {};
__export(calendar_generated_events_exports, {
  down: () => down2,
  up: () => up2
});
import { sql as sql12 } from "kysely";
async function up2(db) {
  await db.schema.alterTable("calendar_events").addColumn("generated", "integer", (c) => c.notNull().defaultTo(0).check(sql12`generated in (0, 1)`)).execute();
}
async function down2(db) {
  await db.schema.alterTable("calendar_events").dropColumn("generated").execute();
}

// src/server/db/migrations/0003-attendance-present-index.ts
var attendance_present_index_exports = {};
__export(attendance_present_index_exports, {
  down: () => down3,
  up: () => up3
});
async function up3(db) {
  await db.schema.createIndex("attendance_user_present_date_idx").on("attendance").columns(["user_id", "present", "date"]).execute();
}
async function down3(db) {
  await db.schema.dropIndex("attendance_user_present_date_idx").execute();
}

// src/server/db/migrations/0004-list-order-indexes.ts
var list_order_indexes_exports = {};
__export(list_order_indexes_exports, {
  down: () => down4,
  up: () => up4
});
var indexes = [
  { table: "classes", old: ["classes_user_created_idx", ["user_id", "created_at"]], now: ["classes_user_created_id_idx", ["user_id", "created_at", "id"]] },
  {
    table: "calendar_events",
    old: ["calendar_events_user_date_idx", ["user_id", "event_date"]],
    now: ["calendar_events_user_date_id_idx", ["user_id", "event_date", "id"]]
  },
  {
    table: "tasks",
    old: ["tasks_user_date_idx", ["user_id", "created_date", "completed"]],
    now: ["tasks_user_date_order_idx", ["user_id", "created_date", "completed", "created_at desc", "id"]]
  }
];
async function up4(db) {
  for (const { table, old, now } of indexes) {
    await db.schema.createIndex(now[0]).on(table).columns([...now[1]]).execute();
    await db.schema.dropIndex(old[0]).execute();
  }
}
async function down4(db) {
  for (const { table, old, now } of indexes) {
    await db.schema.createIndex(old[0]).on(table).columns([...old[1]]).execute();
    await db.schema.dropIndex(now[0]).execute();
  }
}

// src/server/db/migrations/0005-export-order-indexes.ts
var export_order_indexes_exports = {};
__export(export_order_indexes_exports, {
  down: () => down5,
  up: () => up5
});
var extended = [
  { table: "bucket_list_items", old: ["bucket_list_items_user_created_idx", ["user_id", "created_at"]], now: ["bucket_list_items_user_created_id_idx", ["user_id", "created_at", "id"]] },
  { table: "learn_list_items", old: ["learn_list_items_user_created_idx", ["user_id", "created_at"]], now: ["learn_list_items_user_created_id_idx", ["user_id", "created_at", "id"]] },
  { table: "assignments", old: ["assignments_user_created_idx", ["user_id", "created_at"]], now: ["assignments_user_created_id_idx", ["user_id", "created_at", "id"]] },
  { table: "day_blocks", old: ["day_blocks_user_created_idx", ["user_id", "created_at"]], now: ["day_blocks_user_created_id_idx", ["user_id", "created_at", "id"]] },
  {
    table: "day_schedule",
    old: ["day_schedule_user_date_start_idx", ["user_id", "schedule_date", "start_time"]],
    now: ["day_schedule_user_date_start_id_idx", ["user_id", "schedule_date", "start_time", "id"]]
  }
];
var added = [
  { table: "tasks", index: ["tasks_user_created_id_idx", ["user_id", "created_at", "id"]] },
  { table: "xp_ledger", index: ["xp_ledger_user_created_id_idx", ["user_id", "created_at", "id"]] },
  { table: "calendar_events", index: ["calendar_events_user_date_created_id_idx", ["user_id", "event_date", "created_at", "id"]] },
  { table: "achievements", index: ["achievements_user_unlocked_idx", ["user_id", "unlocked_at", "achievement_id"]] }
];
async function up5(db) {
  for (const { table, old, now } of extended) {
    await db.schema.createIndex(now[0]).on(table).columns([...now[1]]).execute();
    await db.schema.dropIndex(old[0]).execute();
  }
  for (const { table, index } of added) await db.schema.createIndex(index[0]).on(table).columns([...index[1]]).execute();
}
async function down5(db) {
  for (const { index } of added) await db.schema.dropIndex(index[0]).execute();
  for (const { table, old, now } of extended) {
    await db.schema.createIndex(old[0]).on(table).columns([...old[1]]).execute();
    await db.schema.dropIndex(now[0]).execute();
  }
}

// src/server/db/migrations/0006-families.ts
var families_exports = {};
__export(families_exports, {
  PER_CHILD_TABLES: () => PER_CHILD_TABLES,
  down: () => down6,
  up: () => up6
});
import { randomUUID as randomUUID9 } from "node:crypto";
import { sql as sql13 } from "kysely";
var priority2 = sql13`priority in ('low', 'medium', 'high')`;
var flag = (col) => sql13`${sql13.ref(col)} in (0, 1)`;
var listColumns = (withCreatedDate) => (t) => {
  let b = t.addColumn("title", "text", (c) => c.notNull()).addColumn("priority", "text", (c) => c.notNull().defaultTo("medium").check(priority2)).addColumn("completed", "integer", (c) => c.notNull().defaultTo(0).check(flag("completed"))).addColumn("completed_at", "text");
  if (withCreatedDate) b = b.addColumn("created_date", "text", (c) => c.notNull());
  return b.addColumn("created_at", "text", (c) => c.notNull());
};
var LIST_COPY = ["title", "priority", "completed", "completed_at", "created_at"];
var PER_CHILD_TABLES = [
  {
    name: "tasks",
    columns: listColumns(true),
    copy: ["id", ...LIST_COPY, "created_date"],
    indexes: [
      [
        "tasks_student_date_order_idx",
        ["user_id", "student_id", "created_date", "completed", "created_at desc", "id"]
      ],
      ["tasks_student_created_id_idx", ["user_id", "student_id", "created_at", "id"]]
    ]
  },
  {
    name: "bucket_list_items",
    columns: listColumns(true),
    copy: ["id", ...LIST_COPY, "created_date"],
    indexes: [["bucket_list_items_student_created_id_idx", ["user_id", "student_id", "created_at", "id"]]]
  },
  {
    name: "learn_list_items",
    columns: listColumns(false),
    copy: ["id", ...LIST_COPY],
    indexes: [["learn_list_items_student_created_id_idx", ["user_id", "student_id", "created_at", "id"]]]
  },
  {
    name: "attendance",
    columns: (t) => t.addColumn("date", "text", (c) => c.notNull()).addColumn("present", "integer", (c) => c.notNull().check(flag("present"))).addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()),
    copy: ["id", "date", "present", "created_at", "updated_at"],
    constraints: (t) => t.addUniqueConstraint("attendance_student_date_key", ["user_id", "student_id", "date"]),
    indexes: [["attendance_student_present_date_idx", ["user_id", "student_id", "present", "date"]]]
  },
  {
    name: "assignments",
    columns: (t, real) => t.addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade")).addColumn("assignment_name", "text", (c) => c.notNull()).addColumn("description", "text").addColumn("assignment_date", "text", (c) => c.notNull()).addColumn("due_date", "text").addColumn(
      "status",
      "text",
      (c) => c.notNull().defaultTo("completed").check(sql13`status in ('upcoming', 'work_in_progress', 'completed')`)
    ).addColumn(
      "grade_percentage",
      real,
      (c) => c.check(sql13`grade_percentage is null or (grade_percentage >= 0 and grade_percentage <= 100)`)
    ).addColumn("earned_points", real, (c) => c.check(sql13`earned_points is null or earned_points >= 0`)).addColumn("max_points", real, (c) => c.check(sql13`max_points is null or max_points >= 0`)).addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()),
    copy: [
      "id",
      "class_id",
      "assignment_name",
      "description",
      "assignment_date",
      "due_date",
      "status",
      "grade_percentage",
      "earned_points",
      "max_points",
      "created_at",
      "updated_at"
    ],
    indexes: [
      ["assignments_student_created_id_idx", ["user_id", "student_id", "created_at", "id"]],
      ["assignments_class_id_idx", ["class_id"]]
    ]
  },
  {
    name: "day_schedule",
    columns: (t) => t.addColumn("block_id", "text", (c) => c.notNull().references("day_blocks.id").onDelete("cascade")).addColumn("schedule_date", "text", (c) => c.notNull()).addColumn("start_time", "integer", (c) => c.notNull().check(sql13`start_time >= 0`)).addColumn("duration", "integer", (c) => c.notNull().check(sql13`duration between 5 and 480`)).addColumn("created_at", "text", (c) => c.notNull()),
    copy: ["id", "block_id", "schedule_date", "start_time", "duration", "created_at"],
    indexes: [
      [
        "day_schedule_student_date_start_id_idx",
        ["user_id", "student_id", "schedule_date", "start_time", "id"]
      ],
      ["day_schedule_block_id_idx", ["block_id"]]
    ]
  },
  {
    name: "xp_ledger",
    columns: (t) => t.addColumn("source_kind", "text", (c) => c.notNull()).addColumn("source_id", "text", (c) => c.notNull()).addColumn("xp", "integer", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull()),
    copy: ["id", "source_kind", "source_id", "xp", "created_at"],
    constraints: (t) => t.addUniqueConstraint("xp_ledger_student_source_key", [
      "user_id",
      "student_id",
      "source_kind",
      "source_id"
    ]),
    indexes: [["xp_ledger_student_created_id_idx", ["user_id", "student_id", "created_at", "id"]]]
  },
  {
    name: "achievements",
    hasId: false,
    columns: (t) => t.addColumn("achievement_id", "text", (c) => c.notNull()).addColumn("unlocked_at", "text", (c) => c.notNull()),
    copy: ["achievement_id", "unlocked_at"],
    constraints: (t) => t.addPrimaryKeyConstraint("achievements_student_pk", ["user_id", "student_id", "achievement_id"]),
    indexes: [
      ["achievements_student_unlocked_idx", ["user_id", "student_id", "unlocked_at", "achievement_id"]]
    ]
  },
  {
    name: "task_carry_forward",
    hasId: false,
    columns: (t) => t.addColumn("day", "text", (c) => c.notNull()).addColumn("carried", "integer", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull()),
    copy: ["day", "carried", "created_at"],
    constraints: (t) => t.addPrimaryKeyConstraint("task_carry_forward_student_pk", ["user_id", "student_id", "day"]),
    indexes: []
  }
];
var FIRST_COLOR2 = "indigo";
var FIRST_EMOJI2 = "\u{1F9D2}";
async function up6(db) {
  const t = columnTypes(db);
  await db.schema.createTable("students").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("name", "text", (c) => c.notNull()).addColumn("age", "integer", (c) => c.notNull().check(sql13`age between 1 and 99`)).addColumn(
    "grade_level",
    "text",
    (c) => c.check(
      sql13`grade_level is null or grade_level in ('K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12')`
    )
  ).addColumn("color", "text", (c) => c.notNull()).addColumn("emoji", "text", (c) => c.notNull()).addColumn("position", "integer", (c) => c.notNull()).addColumn(
    "xp",
    "integer",
    (c) => c.notNull().defaultTo(0).check(sql13`xp >= 0`)
  ).addColumn(
    "level",
    "integer",
    (c) => c.notNull().defaultTo(0).check(sql13`level >= 0`)
  ).addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).addUniqueConstraint("students_user_id_key", ["user_id", "id"]).execute();
  await db.schema.createIndex("students_user_position_idx").on("students").columns(["user_id", "position", "id"]).execute();
  const owners = PER_CHILD_TABLES.map(
    (table) => sql13`exists (select 1 from ${sql13.table(table.name)} r where r.user_id = u.id)`
  );
  const { rows: accounts } = await sql13`
    select u.id as user_id, p.display_name, u.name as user_name, p.child_age, p.xp, p.level, p.created_at
    from "user" u left join profiles p on p.id = u.id
    where p.display_name is not null or p.child_age is not null or ${sql13.join(owners, sql13` or `)}
  `.execute(db);
  const now = (/* @__PURE__ */ new Date()).toISOString();
  const children = accounts.map((a) => ({
    id: randomUUID9(),
    user_id: a.userId,
    name: (a.displayName?.trim() || a.userName?.trim() || "Student").slice(0, 100),
    age: /^([1-9]|1[0-8])$/.test(a.childAge?.trim() ?? "") ? Number(a.childAge.trim()) : 10,
    grade_level: null,
    color: FIRST_COLOR2,
    emoji: FIRST_EMOJI2,
    position: 0,
    xp: Number(a.xp ?? 0),
    level: Number(a.level ?? 0),
    created_at: a.createdAt ?? now,
    updated_at: now
  }));
  for (let i = 0; i < children.length; i += 500) {
    await db.insertInto("students").values(children.slice(i, i + 500)).execute();
  }
  for (const table of PER_CHILD_TABLES) {
    const next = `${table.name}_v6`;
    let builder = db.schema.createTable(next);
    if (table.hasId !== false) builder = builder.addColumn("id", "text", (c) => c.primaryKey());
    builder = builder.addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("student_id", "text", (c) => c.notNull());
    builder = table.columns(builder, t.real);
    builder = builder.addForeignKeyConstraint(
      `${table.name}_student_fk`,
      ["user_id", "student_id"],
      "students",
      ["user_id", "id"],
      (c) => c.onDelete("cascade")
    );
    if (table.constraints) builder = table.constraints(builder);
    await builder.execute();
    const cols = sql13.join(table.copy.map((c) => sql13.ref(c)));
    const fromCols = sql13.join(table.copy.map((c) => sql13.ref(`r.${c}`)));
    await sql13`
      insert into ${sql13.table(next)} (user_id, student_id, ${cols})
      select r.user_id, s.id, ${fromCols} from ${sql13.table(table.name)} r join students s on s.user_id = r.user_id
    `.execute(db);
    await db.schema.dropTable(table.name).execute();
    await db.schema.alterTable(next).renameTo(table.name).execute();
    for (const [name, columns2] of table.indexes)
      await db.schema.createIndex(name).on(table.name).columns(columns2).execute();
  }
  await db.schema.alterTable("calendar_events").addColumn("student_id", "text", (c) => c.references("students.id").onDelete("cascade")).execute();
  await db.schema.createIndex("calendar_events_student_idx").on("calendar_events").column("student_id").execute();
  await db.schema.createTable("class_students").addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade")).addColumn("student_id", "text", (c) => c.notNull().references("students.id").onDelete("cascade")).addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addPrimaryKeyConstraint("class_students_pk", ["class_id", "student_id"]).execute();
  await db.schema.createIndex("class_students_user_student_idx").on("class_students").columns(["user_id", "student_id", "class_id"]).execute();
  await db.schema.createIndex("class_students_student_idx").on("class_students").column("student_id").execute();
  await sql13`insert into class_students (class_id, student_id, user_id) select c.id, s.id, c.user_id from classes c join students s on s.user_id = c.user_id`.execute(
    db
  );
  for (const column of ["display_name", "child_age", "xp", "level"]) {
    await db.schema.alterTable("profiles").dropColumn(column).execute();
  }
}
async function down6() {
  throw new Error("0006-families cannot be undone: restore the database from a backup (docs/operations).");
}

// src/server/db/migrations/0007-school-year.ts
var school_year_exports = {};
__export(school_year_exports, {
  down: () => down7,
  up: () => up7
});
import { sql as sql14 } from "kysely";
var childKey = (table) => [
  `${table}_student_fk`,
  ["user_id", "student_id"],
  "students",
  ["user_id", "id"]
];
async function up7(db) {
  await db.schema.createTable("school_years").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("name", "text", (c) => c.notNull()).addColumn("start_date", "text", (c) => c.notNull()).addColumn("end_date", "text", (c) => c.notNull()).addColumn("weekdays", "text", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).addCheckConstraint("school_years_dates_check", sql14`start_date <= end_date`).addUniqueConstraint("school_years_user_id_key", ["user_id", "id"]).execute();
  await db.schema.createIndex("school_years_user_start_idx").on("school_years").columns(["user_id", "start_date", "id"]).execute();
  await db.schema.createIndex("school_years_user_created_id_idx").on("school_years").columns(["user_id", "created_at", "id"]).execute();
  await db.schema.createTable("terms").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("school_year_id", "text", (c) => c.notNull().references("school_years.id").onDelete("cascade")).addColumn("name", "text", (c) => c.notNull()).addColumn("start_date", "text", (c) => c.notNull()).addColumn("end_date", "text", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull()).addCheckConstraint("terms_dates_check", sql14`start_date <= end_date`).execute();
  await db.schema.createIndex("terms_year_start_idx").on("terms").columns(["school_year_id", "start_date", "id"]).execute();
  await db.schema.createIndex("terms_user_created_id_idx").on("terms").columns(["user_id", "created_at", "id"]).execute();
  await db.schema.createTable("breaks").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("school_year_id", "text", (c) => c.notNull().references("school_years.id").onDelete("cascade")).addColumn("label", "text", (c) => c.notNull()).addColumn("start_date", "text", (c) => c.notNull()).addColumn("end_date", "text", (c) => c.notNull()).addColumn(
    "whole_family",
    "integer",
    (c) => c.notNull().defaultTo(1).check(sql14`whole_family in (0, 1)`)
  ).addColumn("created_at", "text", (c) => c.notNull()).addCheckConstraint("breaks_dates_check", sql14`start_date <= end_date`).execute();
  await db.schema.createIndex("breaks_year_start_idx").on("breaks").columns(["school_year_id", "start_date", "id"]).execute();
  await db.schema.createIndex("breaks_user_start_idx").on("breaks").columns(["user_id", "start_date", "id"]).execute();
  await db.schema.createIndex("breaks_user_created_id_idx").on("breaks").columns(["user_id", "created_at", "id"]).execute();
  await db.schema.createTable("break_students").addColumn("break_id", "text", (c) => c.notNull().references("breaks.id").onDelete("cascade")).addColumn("user_id", "text", (c) => c.notNull()).addColumn("student_id", "text", (c) => c.notNull()).addPrimaryKeyConstraint("break_students_pk", ["break_id", "student_id"]).addForeignKeyConstraint(...childKey("break_students"), (c) => c.onDelete("cascade")).execute();
  await db.schema.createIndex("break_students_user_student_idx").on("break_students").columns(["user_id", "student_id", "break_id"]).execute();
  await db.schema.alterTable("classes").addColumn("school_year_id", "text", (c) => c.references("school_years.id").onDelete("set null")).execute();
  await db.schema.createIndex("classes_school_year_idx").on("classes").columns(["school_year_id"]).execute();
  await db.schema.createTable("lessons").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade")).addColumn("position", "integer", (c) => c.notNull()).addColumn("title", "text", (c) => c.notNull()).addColumn("notes", "text").addColumn("minutes", "integer", (c) => c.notNull().check(sql14`minutes between 1 and 1440`)).addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).execute();
  await db.schema.createIndex("lessons_class_position_idx").on("lessons").columns(["class_id", "position", "id"]).execute();
  await db.schema.createIndex("lessons_user_created_id_idx").on("lessons").columns(["user_id", "created_at", "id"]).execute();
  await db.schema.createTable("lesson_completions").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("student_id", "text", (c) => c.notNull()).addColumn("lesson_id", "text", (c) => c.notNull().references("lessons.id").onDelete("cascade")).addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade")).addColumn("date", "text", (c) => c.notNull()).addColumn("minutes", "integer", (c) => c.notNull().check(sql14`minutes between 0 and 1440`)).addColumn("recorded_at", "text", (c) => c.notNull()).addColumn("recorded_by", "text", (c) => c.notNull()).addUniqueConstraint("lesson_completions_student_lesson_key", ["user_id", "student_id", "lesson_id"]).addForeignKeyConstraint(...childKey("lesson_completions"), (c) => c.onDelete("cascade")).execute();
  await db.schema.createIndex("lesson_completions_student_date_idx").on("lesson_completions").columns(["user_id", "student_id", "date", "class_id"]).execute();
  await db.schema.createIndex("lesson_completions_class_idx").on("lesson_completions").columns(["class_id", "student_id"]).execute();
  await db.schema.createIndex("lesson_completions_lesson_idx").on("lesson_completions").columns(["lesson_id"]).execute();
  await db.schema.createIndex("lesson_completions_user_created_id_idx").on("lesson_completions").columns(["user_id", "recorded_at", "id"]).execute();
  await db.schema.createTable("lesson_skips").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("student_id", "text", (c) => c.notNull()).addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade")).addColumn("date", "text", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull()).addUniqueConstraint("lesson_skips_student_class_date_key", ["user_id", "student_id", "class_id", "date"]).addForeignKeyConstraint(...childKey("lesson_skips"), (c) => c.onDelete("cascade")).execute();
  await db.schema.createIndex("lesson_skips_class_idx").on("lesson_skips").columns(["class_id", "student_id", "date"]).execute();
  await db.schema.createIndex("lesson_skips_user_created_id_idx").on("lesson_skips").columns(["user_id", "created_at", "id"]).execute();
  await db.schema.createTable("calendar_feeds").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("student_id", "text", (c) => c.references("students.id").onDelete("cascade")).addColumn("token_hash", "text", (c) => c.notNull().unique()).addColumn("created_at", "text", (c) => c.notNull()).execute();
  await db.schema.createIndex("calendar_feeds_user_student_idx").on("calendar_feeds").columns(["user_id", "student_id"]).execute();
}
async function down7(db) {
  for (const table of ["calendar_feeds", "lesson_skips", "lesson_completions", "lessons"])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex("classes_school_year_idx").execute();
  await db.schema.alterTable("classes").dropColumn("school_year_id").execute();
  for (const table of ["break_students", "breaks", "terms", "school_years"])
    await db.schema.dropTable(table).execute();
}

// src/server/db/migrations/0008-records.ts
var records_exports = {};
__export(records_exports, {
  down: () => down8,
  up: () => up8
});
import { sql as sql15 } from "kysely";
var childKey2 = (table) => [`${table}_student_fk`, ["user_id", "student_id"], "students", ["user_id", "id"]];
var flag2 = (name) => sql15`${sql15.ref(name)} in (0, 1)`;
async function up8(db) {
  const { real } = columnTypes(db);
  await db.schema.createTable("requirement_profiles").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.references("user.id").onDelete("cascade")).addColumn("template_key", "text").addColumn("name", "text", (c) => c.notNull()).addColumn("source", "text").addColumn("checked_on", "text").addColumn("rule", "text", (c) => c.notNull()).addColumn("target_days", "integer").addColumn("hours_by_grade", "text").addColumn("core_hours", "integer").addColumn("core_home_hours", "integer").addColumn("min_minutes_per_day", "integer").addColumn("average_minutes_per_day", "integer").addColumn("age_limit", "integer").addColumn("report_periods", "integer").addColumn("notes", "text").addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).addUniqueConstraint("requirement_profiles_user_id_key", ["user_id", "id"]).execute();
  await db.schema.createIndex("requirement_profiles_user_created_id_idx").on("requirement_profiles").columns(["user_id", "created_at", "id"]).execute();
  await db.schema.createTable("hour_entries").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("student_id", "text", (c) => c.notNull()).addColumn("date", "text", (c) => c.notNull()).addColumn("class_id", "text", (c) => c.references("classes.id").onDelete("set null")).addColumn("subject", "text", (c) => c.notNull()).addColumn("core", "integer", (c) => c.notNull().check(flag2("core"))).addColumn("minutes", "integer", (c) => c.notNull().check(sql15`minutes between 1 and 1440`)).addColumn("location", "text", (c) => c.notNull().check(sql15`location in ('home', 'away')`)).addColumn("note", "text").addColumn("source", "text", (c) => c.notNull().check(sql15`source in ('lesson', 'manual')`)).addColumn(
    "lesson_completion_id",
    "text",
    (c) => c.unique().references("lesson_completions.id").onDelete("cascade")
  ).addColumn("recorded_at", "text", (c) => c.notNull()).addColumn("recorded_by", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).addForeignKeyConstraint(...childKey2("hour_entries"), (c) => c.onDelete("cascade")).execute();
  await db.schema.createIndex("hour_entries_student_date_idx").on("hour_entries").columns(["user_id", "student_id", "date", "id"]).execute();
  await db.schema.createIndex("hour_entries_class_idx").on("hour_entries").columns(["class_id"]).execute();
  await db.schema.createIndex("hour_entries_user_created_id_idx").on("hour_entries").columns(["user_id", "recorded_at", "id"]).execute();
  await db.schema.createTable("grading_scales").addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("letter", "text", (c) => c.notNull()).addColumn("min_percent", real, (c) => c.notNull().check(sql15`min_percent between 0 and 100`)).addColumn("created_at", "text", (c) => c.notNull()).addPrimaryKeyConstraint("grading_scales_pk", ["user_id", "letter"]).execute();
  await db.schema.createIndex("grading_scales_user_created_id_idx").on("grading_scales").columns(["user_id", "created_at", "letter"]).execute();
  await db.schema.createTable("class_grade_weights").addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade")).addColumn("category", "text", (c) => c.notNull()).addColumn("weight", "integer", (c) => c.notNull().check(sql15`weight between 1 and 100`)).addColumn("created_at", "text", (c) => c.notNull()).addPrimaryKeyConstraint("class_grade_weights_pk", ["class_id", "category"]).execute();
  await db.schema.createIndex("class_grade_weights_user_created_idx").on("class_grade_weights").columns(["user_id", "created_at", "class_id"]).execute();
  await db.schema.createTable("records_settings").addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade")).addColumn(
    "hours_per_credit",
    "integer",
    (c) => c.notNull().defaultTo(120).check(sql15`hours_per_credit between 1 and 1000`)
  ).addColumn("honors_bonus", real, (c) => c.notNull().defaultTo(0.5)).addColumn("ap_bonus", real, (c) => c.notNull().defaultTo(1)).addColumn("dual_bonus", real, (c) => c.notNull().defaultTo(1)).addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).execute();
  await db.schema.createTable("report_card_comments").addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("student_id", "text", (c) => c.notNull()).addColumn("term_id", "text", (c) => c.notNull().references("terms.id").onDelete("cascade")).addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade")).addColumn("comment", "text", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).addPrimaryKeyConstraint("report_card_comments_pk", ["student_id", "term_id", "class_id"]).addForeignKeyConstraint(...childKey2("report_card_comments"), (c) => c.onDelete("cascade")).execute();
  await db.schema.createIndex("report_card_comments_user_created_idx").on("report_card_comments").columns(["user_id", "created_at", "student_id"]).execute();
  await db.schema.createTable("transcript_courses").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("student_id", "text", (c) => c.notNull()).addColumn("class_id", "text", (c) => c.references("classes.id").onDelete("set null")).addColumn("title", "text", (c) => c.notNull()).addColumn("year_label", "text", (c) => c.notNull()).addColumn("grade_level", "integer", (c) => c.notNull().check(sql15`grade_level between 9 and 12`)).addColumn("credits", real).addColumn(
    "level",
    "text",
    (c) => c.notNull().check(sql15`level in ('regular', 'honors', 'ap', 'dual', 'pass_fail')`)
  ).addColumn("final_percent", real).addColumn("passed", "integer", (c) => c.check(sql15`passed in (0, 1)`)).addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).addForeignKeyConstraint(...childKey2("transcript_courses"), (c) => c.onDelete("cascade")).execute();
  await db.schema.createIndex("transcript_courses_student_grade_idx").on("transcript_courses").columns(["user_id", "student_id", "grade_level", "id"]).execute();
  await db.schema.createIndex("transcript_courses_class_idx").on("transcript_courses").columns(["class_id"]).execute();
  await db.schema.createIndex("transcript_courses_user_created_id_idx").on("transcript_courses").columns(["user_id", "created_at", "id"]).execute();
  await db.schema.createTable("reading_log").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("student_id", "text", (c) => c.notNull()).addColumn("title", "text", (c) => c.notNull()).addColumn("author", "text").addColumn("isbn", "text").addColumn("started_on", "text").addColumn("finished_on", "text").addColumn("minutes", "integer", (c) => c.check(sql15`minutes between 1 and 100000`)).addColumn("pages", "integer", (c) => c.check(sql15`pages between 1 and 100000`)).addColumn("class_id", "text", (c) => c.references("classes.id").onDelete("set null")).addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).addCheckConstraint("reading_log_dates_check", sql15`started_on is null or finished_on is null or started_on <= finished_on`).addForeignKeyConstraint(...childKey2("reading_log"), (c) => c.onDelete("cascade")).execute();
  await db.schema.createIndex("reading_log_student_finished_idx").on("reading_log").columns(["user_id", "student_id", "finished_on", "id"]).execute();
  await db.schema.createIndex("reading_log_class_idx").on("reading_log").columns(["class_id"]).execute();
  await db.schema.createIndex("reading_log_user_created_id_idx").on("reading_log").columns(["user_id", "created_at", "id"]).execute();
  await db.schema.createTable("evaluator_links").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")).addColumn("student_id", "text", (c) => c.notNull()).addColumn("school_year_id", "text", (c) => c.notNull().references("school_years.id").onDelete("cascade")).addColumn("label", "text", (c) => c.notNull()).addColumn("token_hash", "text", (c) => c.notNull().unique()).addColumn("expires_at", "text", (c) => c.notNull()).addColumn("revoked_at", "text").addColumn("created_at", "text", (c) => c.notNull()).addForeignKeyConstraint(...childKey2("evaluator_links"), (c) => c.onDelete("cascade")).execute();
  await db.schema.createIndex("evaluator_links_student_idx").on("evaluator_links").columns(["user_id", "student_id", "created_at"]).execute();
  await db.schema.createIndex("evaluator_links_year_idx").on("evaluator_links").columns(["school_year_id"]).execute();
}
async function down8(db) {
  for (const table of [
    "evaluator_links",
    "reading_log",
    "transcript_courses",
    "report_card_comments",
    "records_settings",
    "class_grade_weights",
    "grading_scales",
    "hour_entries"
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.dropTable("requirement_profiles").execute();
}

// src/server/db/migrations/0010-grading.ts
var grading_exports = {};
__export(grading_exports, {
  down: () => down9,
  up: () => up9
});
async function up9(db) {
  await db.schema.alterTable("assignments").addColumn("category", "text").execute();
  await db.schema.createIndex("assignments_student_date_idx").on("assignments").columns(["user_id", "student_id", "assignment_date", "id"]).execute();
}
async function down9(db) {
  await db.schema.dropIndex("assignments_student_date_idx").execute();
  await db.schema.alterTable("assignments").dropColumn("category").execute();
}

// src/server/db/migrate.ts
var migrations = {
  "0001-initial": initial_exports,
  "0002-calendar-generated-events": calendar_generated_events_exports,
  "0003-attendance-present-index": attendance_present_index_exports,
  "0004-list-order-indexes": list_order_indexes_exports,
  "0005-export-order-indexes": export_order_indexes_exports,
  "0006-families": families_exports,
  "0007-school-year": school_year_exports,
  "0008-records": records_exports,
  "0010-grading": grading_exports
};
var provider = { getMigrations: async () => migrations };
function migrator(db) {
  return new Migrator({ db, provider, migrationTableName: "kysely_migration", migrationLockTableName: "kysely_migration_lock" });
}
async function migrateToLatest(db) {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

// src/server/index.ts
var config = loadConfig();
var handle = createDb(config.databaseUrl);
var applied = await migrateToLatest(handle.db);
var { app } = await buildApp(config, { handle });
if (applied.length) app.log.info({ applied }, "migrations applied");
var closing = false;
async function shutdown(signal) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, finishing in-flight requests`);
  const timer = setTimeout(() => process.exit(1), 1e4);
  timer.unref();
  try {
    await app.close();
    await handle.close();
    process.exit(0);
  } catch (err) {
    app.log.error(err);
    process.exit(1);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
await app.listen({ port: config.port, host: config.host });
app.log.info(`Homeschool is running at ${config.baseUrl}`);
