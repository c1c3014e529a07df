import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/client";
import { migrateDatabase } from "#server/db/migrate";

/*
 * The database suite's global setup: one migrated database made before any file runs, which each
 * file's database starts as a copy of (tests/setup/test-database.ts). Making PGlite's files and
 * migrating them takes 7–15 s on a 2-core machine; copying a migrated one takes about one. On
 * PostgreSQL (DATABASE_URL) the template is a database of the server, copied by CREATE DATABASE.
 */
declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated template: PGlite's folder, or the name of a database on DATABASE_URL's server. */
    databaseTemplate: { kind: "pglite"; dir: string } | { kind: "postgres"; name: string };
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `forecourt_template_${process.pid}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.href, dataDir: "" });
    await migrateDatabase(handle);
    await handle.close();
    project.provide("databaseTemplate", { kind: "postgres", name });
    return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "forecourt-template-"));
  const handle = await openDatabase({ dataDir: dir });
  await migrateDatabase(handle);
  await handle.close();
  project.provide("databaseTemplate", { kind: "pglite", dir: path.join(dir, "pglite") });
  return () => rmSync(dir, { recursive: true, force: true });
}

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
