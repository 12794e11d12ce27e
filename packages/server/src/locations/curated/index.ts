/**
 * The hand-curated part of the locations (ADR 0037): every province's id, English and Chinese
 * name, and its main cities with their Chinese names and English exonyms. Only the generator
 * (scripts/generate-locations.ts) reads it; the server serves the generated files.
 */
import type { LocationProvince, SupportedCountry } from '@jiyun/domain';
import at from './at.js';
import au from './au.js';
import be from './be.js';
import ca from './ca.js';
import ch from './ch.js';
import cn from './cn.js';
import de from './de.js';
import dk from './dk.js';
import es from './es.js';
import fi from './fi.js';
import fr from './fr.js';
import gb from './gb.js';
import ie from './ie.js';
import is_ from './is.js';
import it from './it.js';
import lu from './lu.js';
import mx from './mx.js';
import nl from './nl.js';
import no from './no.js';
import nz from './nz.js';
import pt from './pt.js';
import se from './se.js';
import us from './us.js';

export const CURATED: Readonly<Record<SupportedCountry, readonly LocationProvince[]>> = {
  AT: at,
  AU: au,
  BE: be,
  CA: ca,
  CH: ch,
  CN: cn,
  DE: de,
  DK: dk,
  ES: es,
  FI: fi,
  FR: fr,
  GB: gb,
  IE: ie,
  IS: is_,
  IT: it,
  LU: lu,
  MX: mx,
  NL: nl,
  NO: no,
  NZ: nz,
  PT: pt,
  SE: se,
  US: us,
};
