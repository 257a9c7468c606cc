// Listing trading metadata, its fields the definition's (src/resources/market.ts). Decimals are
// exact text (the Decimal scalar).
import { TickBandDefinition, TradingRulesDefinition } from '../resources/market';
import { FieldsOf, ResourceObjectType } from './from-resource';
import { ListSize } from './list-size';

@ResourceObjectType('TickBand', {
  description: 'Prices from lowerPrice to upperPrice move in steps of tickSize.',
})
export class TickBand extends FieldsOf(TickBandDefinition) {}

@ResourceObjectType('TradingRules', { description: 'How a listing is quoted, traded and paid.' })
export class TradingRules extends FieldsOf(TradingRulesDefinition, {
  fields: { tickBands: { decorators: [ListSize(3)] } },
}) {}
