package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.output.text.PlainText;
import com.gpurental.text.Messages;
import org.junit.jupiter.api.Test;

/**
 * The plain why does not say "meets the need" of a lead that misses the scenario's usual speed target (a soft target,
 * PRESET_CHECK; issue 32's domestic 70B on the Ascend 910B, s21 check): it says what it meets and that the speed is
 * checked in the trial.
 */
class SoftTargetWhyTest {

    @Test
    void theDomestic70bOnThe910bIsCheapestOfWhatHoldsTheModelAndSaysItIsSlower() {
        Advice a = AdvisorFixture.advise("\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"domesticOnly\":true,"
                + "\"model\":{\"id\":\"llama-3.3-70b\"},\"rental\":{\"durationDays\":180}");
        Candidate lead = a.leading().orElseThrow();
        assertEquals("ascend-910b", lead.gpu().id());
        assertTrue(lead.warnings().stream().anyMatch(w -> w.code() == Warning.Code.PRESET_CHECK));
        String zh = PlainText.why(a, Messages.forLocale(Messages.ZH));
        assertTrue(zh.endsWith("在显存放得下、你填写的要求都满足的方案中，它最便宜；速度低于该场景的常用目标，签约前请在试跑中确认。"), zh);
    }
}
