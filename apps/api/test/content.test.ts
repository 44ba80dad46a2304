import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EducationSchema, PageSchema, parseContract, SettingsSchema } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';

const contentDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), '../content');
const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(contentDirectory, file), 'utf8'));
const jsonFiles = (folder: string) =>
  readdirSync(path.join(contentDirectory, folder))
    .filter((file) => file.endsWith('.json'))
    .map((file) => `${folder}/${file}`);

describe('demo content', () => {
  it('has settings that match the contract', () => {
    expect(() => parseContract(SettingsSchema, readJson('settings.json'), 'settings.json')).not.toThrow();
  });

  it.each(jsonFiles('pages'))('%s is a valid page', (file) => {
    expect(() => parseContract(PageSchema, readJson(file), file)).not.toThrow();
  });

  it.each(jsonFiles('educations'))('%s is a valid education', (file) => {
    expect(() => parseContract(EducationSchema, readJson(file), file)).not.toThrow();
  });

  it.each(jsonFiles('rooms'))('%s is a valid room page', (file) => {
    const room = parseContract(PageSchema, readJson(file), file);
    expect(room.post_type).toBe('room');
  });
});
