package com.gpurental.plan;

import com.gpurental.limits.FieldParser;
import com.gpurental.limits.InputLimits;
import com.gpurental.limits.ParameterCount;
import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import java.util.Objects;

/**
 * A parameter or token count: what it means, in billions, and the text as the user typed it ({@code "70B"},
 * {@code "700亿"}), so that a saved plan keeps what was typed and the wizard shows it again. A count is read once, where
 * the plan comes in (the plan reader, the wizard), through its field's descriptor; the engine takes the number.
 *
 * @param billions the count in billions: more than 0 and at most {@link InputLimits#MAX_COUNT_BILLIONS}
 * @param text     the count as typed
 */
public record Count(double billions, String text) {

    public Count {
        Objects.requireNonNull(text, "text");
        if (!(billions > 0) || billions > InputLimits.MAX_COUNT_BILLIONS) {
            // A reader refuses such a count with a message; only code can get here.
            throw new IllegalArgumentException("not a count: " + billions + " (" + text + ")");
        }
    }

    /** The count typed into {@code field} (a {@link PlanField.Kind#COUNT}), or the problem with it, said of that field. */
    public static FieldParser.Parsed<Count> parse(PlanField field, String typed) {
        ParameterCount.Result r = field.parseCount(typed);
        return r.ok() ? new FieldParser.Parsed<>(new Count(r.billions(), typed), null)
                : new FieldParser.Parsed<>(null, r.error());
    }

    /** A count written in code or a test ({@code Count.of("70B")}); text that is not a count is a programming error. */
    public static Count of(String typed) {
        FieldParser.Parsed<Count> parsed = parse(PlanFields.PARAMETERS, typed);
        if (!parsed.ok()) {
            throw new IllegalArgumentException("not a count: " + typed);
        }
        return parsed.value();
    }
}
