package com.gpurental.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The one table of plan fields: every limit has its field, the wizard's field for each path, and a field parsed through
 * its descriptor gives the same message typed in the wizard as its limit does (the rule lives in one place).
 */
class PlanFieldsTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    @Test
    void everyInputLimitIsTheLimitOfTheFieldAtItsPath() {
        for (Map.Entry<String, InputLimits.Limit> e : InputLimits.byPath().entrySet()) {
            PlanField f = PlanFields.at(e.getKey()).orElseThrow(() -> new AssertionError("no field at " + e.getKey()));
            assertEquals(e.getValue(), f.limit(), e.getKey());
            assertEquals(e.getValue().labelKey(), f.labelKey(), e.getKey());
        }
    }

    @Test
    void aProblemAtAPathIsShownAtItsWizardField() {
        assertEquals("peakHours", PlanFields.fieldIdAt("rental.peakHoursPerDay"));
        assertEquals("tokensPerSecond", PlanFields.fieldIdAt("inference.tokensPerSecondPerUser"));
        // a known model is picked at the parameter count, so its problem is shown there
        assertEquals("parameters", PlanFields.fieldIdAt("model.id"));
        assertEquals("parameters", PlanFields.withId("parameters").orElseThrow().id());
        assertEquals("model.parameters", PlanFields.withId("parameters").orElseThrow().path());
        assertEquals(PlanFields.GENERAL, PlanFields.fieldIdAt("preset"));
        assertEquals(PlanFields.GENERAL, PlanFields.fieldIdAt("filters.modes"));
        assertEquals(PlanFields.GENERAL, PlanFields.fieldIdAt("purchase.nowhere"));
    }

    @Test
    void aFieldsNameIsTheLastPartOfItsPath() {
        assertEquals("peakHoursPerDay", PlanFields.PEAK_HOURS.name());
        assertEquals("precision", PlanFields.PRECISION.name());
    }

    @Test
    void peakHoursTypedInTheWizardAreRefusedWithTheLimitsRange() {
        // InputLimits.PEAK_HOURS: more than 0, at most 24, e.g. 4
        FieldParser.Parsed<Double> p = PlanFields.PEAK_HOURS.parseNumber("25");
        assertNull(p.value());
        assertEquals("Peak hours per day: 25 is outside the valid range: more than 0, up to 24 (e.g. 4).",
                EN.format(p.error()));
        assertEquals(4.5, PlanFields.PEAK_HOURS.parseNumber("4.5").value());
    }

    @Test
    void aValueBuiltInCodeIsHeldToTheSameRange() {
        // InputLimits.SPARE_PERCENT: 0 to 50 inclusive, e.g. 20
        assertNull(PlanFields.SPARE.check(50));
        assertEquals(EN.format(PlanFields.SPARE.parseNumber("60").error()), EN.format(PlanFields.SPARE.check(60)));
        assertTrue(PlanFields.CONTEXT.aboveMax(1_048_577));
    }

    @Test
    void aCountIsParsedWithItsFieldsLabel() {
        assertEquals(70.0, PlanFields.PARAMETERS.parseCount("700亿").billions());
        assertTrue(ZH.format(PlanFields.TOKENS.parseCount("abc").error()).startsWith(ZH.format(PlanFields.TOKENS.label())),
                ZH.format(PlanFields.TOKENS.parseCount("abc").error()));
    }
}
