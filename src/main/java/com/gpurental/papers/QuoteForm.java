package com.gpurental.papers;

import java.util.List;

/**
 * The fields of a vendor quote as the XLSX quote form carries them: the column names are the
 * quote format's field names (dotted for nested ones), in the order of the format.
 */
final class QuoteForm {

    /** A column of the form and whether the vendor must fill it in. */
    record Field(String name, boolean required) {
    }

    static final List<Field> FIELDS = List.of(
            new Field("vendor", true), new Field("gpu", true), new Field("cards", true),
            new Field("price.cny", true), new Field("price.per", true), new Field("price.includesVat", true),
            new Field("price.vatPercent", false), new Field("billing.unit", false), new Field("billing.minimumDays", false),
            new Field("billing.wholeServerOnly", false), new Field("billing.serverCards", false),
            new Field("storage.includedGb", false), new Field("storage.cnyPerGbMonth", false),
            new Field("bandwidthCnyPerMonth", false), new Field("sla.availabilityPercent", false),
            new Field("sla.cardReplacementHours", false), new Field("invoice", false), new Field("validUntil", false),
            new Field("deliveryDays", false), new Field("notes", false));

    private QuoteForm() {
    }
}
