package com.gpurental.pricing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** A training's term holds its cautious end; a task's term is its days with the buffer (docs/domain.md §3). */
class TermTest {

    @Test
    void aTrainingsTermIsItsCautiousEndWhenThatIsLongerThanTheBufferedCentralEstimate() {
        // the 7B pre-training on 88 × H100: 14.2 central days × 1.1 = 15.6 → 16 days; the cautious end 59.95 → 60 days
        Term t = Term.forTraining(14.198, 59.948, 10);
        assertEquals(60, t.billableDays());
        assertTrue(t.sizedForCautious());
        assertEquals(16, t.central().billableDays());
        assertNull(t.central().cautiousTaskDays());
        // hours held at 24 h a day: 59.948 × 24 = 1,438.75 → 1,439 started hours, below 60 × 24 = 1,440
        assertEquals(new BigDecimal("1439"), t.billableHours(24).stripTrailingZeros());
    }

    @Test
    void aCautiousEndInsideTheBufferLeavesTheTermAsTheBufferGivesIt() {
        // 10 days × 1.1 = 11 days ≥ a cautious 10.5 days: the buffer already holds it
        Term t = Term.forTraining(10, 10.5, 10);
        assertEquals(11, t.billableDays());
        assertFalse(t.sizedForCautious());
        assertEquals(Term.forTask(10, 10).billableDays(), t.billableDays());
    }

    @Test
    void aTaskWithoutACautiousEndKeepsTheBufferedTerm() {
        Term t = Term.forTask(30, 10);
        assertEquals(33, t.billableDays());
        assertFalse(t.sizedForCautious());
        assertEquals(t, t.central());
    }
}
