package com.gpurental.ui.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanBuilder;
import com.gpurental.plan.PlanJson;
import com.gpurental.ui.UiFixture;
import org.junit.jupiter.api.Test;

/**
 * Step 2's 高可用 box (issue 31 item 3): ticked, the plan asks for a spare copy ({@code inference.spareCopy}) and the
 * advice rents it; a plan that asks opens with the box ticked; unticked, nothing is written (docs/domain.md §9.2).
 */
class SpareCopyBoxTest {

    private final WorkloadModel model = UiFixture.context().model();

    @Test
    void tickingTheBoxRentsASecondCopyAndUntickingItRemovesIt() {
        UiFixture.seventyBChatHourly(model);
        // UiFixture's 70B chat: 2 × H20 carry it (WorkloadModelTest, ¥8,928 a month)
        assertEquals(2, model.advice().leading().orElseThrow().cards());
        assertNull(model.snapshot().plan().inference().spareCopy());

        model.spareCopy.set(true);
        assertTrue(model.snapshot().plan().inference().spareCopyAsked());
        // one copy of 2 cards more: 4 × H20, two copies
        assertEquals(4, model.advice().leading().orElseThrow().cards());
        assertEquals(2, model.advice().leading().orElseThrow().deployment().replicas());

        model.spareCopy.set(false);
        assertNull(model.snapshot().plan().inference().spareCopy());
        assertEquals(2, model.advice().leading().orElseThrow().cards());
    }

    @Test
    void aPlanThatAsksOpensWithTheBoxTickedAndANewOneWithout() {
        PlanBuilder plan = PlanBuilder.fromFields("\"scenario\":\"inference\",\"preset\":\"chat-inference\","
                + "\"model\":{\"id\":\"qwen2.5-7b\"},\"inference\":{\"concurrentUsers\":10}");
        model.load(plan.spareCopy(true).plan());
        assertTrue(model.spareCopy.get());
        model.load(plan.remove("inference.spareCopy").plan());
        assertFalse(model.spareCopy.get());
        Plan saved = model.snapshot().plan();
        assertFalse(PlanJson.write(saved).contains("spareCopy"));
    }
}
