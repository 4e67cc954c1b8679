package com.gpurental.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.json.InputException;
import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * The field table's getters and setters on the plan (docs/architecture.md "One field table"): each table field's plan
 * path reaches the component the plan file's reader and writer use for its JSON path, so a value set through the
 * table is written at the field's path and read back at it.
 */
class PlanAccessTest {

    /** A right value of the field's kind: its limit's example, a count, a text, a date. */
    private static Object sample(PlanField f) {
        return switch (f.kind()) {
            case WHOLE -> Integer.valueOf(f.limit().example().replace(",", ""));
            case DECIMAL, POSITIVE -> Double.valueOf(f.limit().example().replace(",", ""));
            case COUNT -> Count.of("7B");
            case TEXT -> "GPU 租赁";
            case DATE -> LocalDate.of(2026, 12, 1);
            default -> throw new AssertionError(f.path());
        };
    }

    @Test
    void everyTableFieldSetInThePlanIsWrittenAtItsPathAndReadBack() throws InputException {
        assertTrue(PlanFields.table().size() >= 40, "the table holds the wizard's text fields");
        for (PlanField f : PlanFields.table()) {
            Object value = sample(f);
            Plan set = PlanAccess.set(Plan.empty(), f, value);
            assertEquals(value, PlanAccess.get(set, f), f.path());
            var tree = PlanJson.toTree(set);
            var written = tree.at("/" + f.path().replace('.', '/'));
            if (value instanceof Number n) {
                assertEquals(n.doubleValue(), written.asDouble(), "written at " + f.path());
            } else {
                assertEquals(value instanceof Count c ? c.text() : value.toString(), written.asText(), "written at " + f.path());
            }
            assertEquals(value, PlanAccess.get(PlanJson.fromTree("plan.json", tree), f), "read back at " + f.path());
        }
    }

    @Test
    void settingOneFieldLeavesEveryOtherAsItWas() {
        Plan set = PlanAccess.set(Plan.empty(), PlanFields.BATCH_ITEMS, 10_000_000);
        // batch.items in a plan file, the service's batch job in the plan
        assertEquals(10_000_000, set.inference().batch().items());
        for (PlanField f : PlanFields.table()) {
            if (f != PlanFields.BATCH_ITEMS) {
                assertNull(PlanAccess.get(set, f), f.path());
            }
        }
        assertEquals(Plan.empty(), PlanAccess.set(set, PlanFields.BATCH_ITEMS, null));
    }

    @Test
    void aRecordsOwnRuleHoldsForAValueSetThroughTheTable() {
        // Plan.Project strips a name and keeps a blank one as null
        assertEquals("算力项目", PlanAccess.set(Plan.empty(), PlanFields.PROJECT_NAME, "  算力项目 ").project().name());
        assertNull(PlanAccess.set(Plan.empty(), PlanFields.PROJECT_NAME, "   ").project().name());
    }

    @Test
    void aFieldMappedByHandHasNoAccessorInTheTable() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PlanAccess.get(Plan.empty(), PlanFields.MONTHLY_BUDGET));
        assertEquals("budget.monthlyCny is not a field of the table (PlanFields.table())", e.getMessage());
    }
}
