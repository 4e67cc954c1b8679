package com.gpurental.limits;

import com.gpurental.text.Message;
import java.math.BigDecimal;

/**
 * One field of the plan: the wizard's id for it (where its problem is shown), its JSON path in a plan file, the label
 * key both name it by, what kind of value it holds, the rule it is held to and an example of a right value. The
 * wizard, the plan reader and the resolver parse and check a field only through its descriptor, so that a rule lives
 * in one place ({@link PlanFields} holds the table).
 *
 * @param id        the wizard's field id ({@link PlanFields#GENERAL} for a field whose problems are shown apart)
 * @param path      the field's JSON path in a plan file ({@code rental.peakHoursPerDay})
 * @param labelKey  the label's message key ({@code field.peakHours})
 * @param kind      what the field holds, and so which parser reads it
 * @param limit     the numeric range (null for a field without one)
 * @param textLimit the longest text (text fields only)
 * @param example   a right value, as a message shows it (null: the range or the type says one)
 * @param control   how the wizard shows it: a text field the table maps by itself, or {@link Control#OWN}
 * @param planPath  where the value sits in {@code plan.Plan}'s records ({@code inference.batch.items}): the field's
 *                  getter and setter there ({@code plan.PlanAccess}); the JSON path unless the two differ
 */
public record PlanField(String id, String path, String labelKey, Kind kind, InputLimits.Limit limit,
                        InputLimits.TextLimit textLimit, String example, Control control, String planPath) {

    /**
     * How the wizard shows a field, and so how the field table maps it between the wizard's inputs and a plan
     * (docs/architecture.md "One field table").
     */
    public enum Control {
        /** A text field of its own; blank is "not given", and a plan without the value empties it. */
        TEXT,
        /** A text field the scenario preset fills: a plan without the value keeps the preset's. */
        PRESET_TEXT,
        /** As {@link #PRESET_TEXT}, the number shown grouped ("500,000"). */
        PRESET_GROUPED,
        /** Not a plain text field (a choice, the budget and its basis, the model's count): mapped by hand. */
        OWN
    }

    /** A field mapped by hand ({@link Control#OWN}), at the same path in a plan file and in the plan. */
    public PlanField(String id, String path, String labelKey, Kind kind, InputLimits.Limit limit,
                     InputLimits.TextLimit textLimit, String example) {
        this(id, path, labelKey, kind, limit, textLimit, example, Control.OWN, path);
    }

    /** True for a field the table maps by itself: a text field of the wizard with a getter and setter on the plan. */
    public boolean inTable() {
        return control != Control.OWN;
    }

    /** The same field shown in another way. */
    public PlanField shownAs(Control c) {
        return new PlanField(id, path, labelKey, kind, limit, textLimit, example, c, planPath);
    }

    /** The same field at another place in the plan's records than its JSON path says. */
    public PlanField inPlanAt(String recordPath) {
        return new PlanField(id, path, labelKey, kind, limit, textLimit, example, control, recordPath);
    }

    /** What a field holds. */
    public enum Kind {
        /** A whole number held to its {@link InputLimits.Limit}. */
        WHOLE,
        /** A decimal held to its {@link InputLimits.Limit}. */
        DECIMAL,
        /** A positive decimal up to the limit's maximum, refused as "not positive" or "too large". */
        POSITIVE,
        /** A parameter or token count as people type it ("70B", "700亿"), see {@link ParameterCount}. */
        COUNT,
        /** An amount of yuan as people type it ("8,928", "1.2万"), see {@link FieldParser#money}. */
        MONEY,
        /** A text held to its length. */
        TEXT,
        /** A date as people type it. */
        DATE,
        /** One of a list of names (a precision, a mode, a yes/no answer). */
        CHOICE
    }

    /** The field's name inside its JSON object ({@code peakHoursPerDay}). */
    public String name() {
        return path.substring(path.lastIndexOf('.') + 1);
    }

    /** The field's label as the wizard shows it. */
    public Message label() {
        return Message.of(labelKey);
    }

    /** A whole number as typed; empty is null. */
    public FieldParser.Parsed<Integer> parseWhole(String typed) {
        return FieldParser.wholeNumber(typed, limit, false);
    }

    /** A decimal as typed; empty is null. */
    public FieldParser.Parsed<Double> parseNumber(String typed) {
        return kind == Kind.POSITIVE ? FieldParser.number(typed, labelKey, limit.maxDouble(), limit.example(), false)
                : FieldParser.number(typed, limit, false);
    }

    /** A count as typed, in billions. */
    public ParameterCount.Result parseCount(String typed) {
        return ParameterCount.parse(labelKey, typed);
    }

    /** An amount of yuan as typed, to the fen; empty is null. */
    public FieldParser.Parsed<BigDecimal> parseMoney(String typed) {
        return FieldParser.money(typed, labelKey, example);
    }

    /** Why a text is refused (null when it is fine). */
    public Message checkText(String value) {
        return textLimit.check(value);
    }

    /**
     * Why a value that reached the engine without going through a reader (a plan built in code) is refused, or null:
     * the same range the reader holds it to, the value echoed as a plain number.
     */
    public Message check(double value) {
        BigDecimal v = BigDecimal.valueOf(value);
        return limit.check(v, v.stripTrailingZeros().toPlainString());
    }

    /** "… is outside the valid range …" for a value above the field's maximum. */
    public Message outOfRange(Object value) {
        return limit.outOfRange(String.valueOf(value));
    }

    /** True when {@code value} is above the field's maximum. */
    public boolean aboveMax(double value) {
        return value > limit.maxDouble();
    }
}
