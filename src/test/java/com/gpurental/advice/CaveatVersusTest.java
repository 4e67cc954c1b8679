package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A cheaper option ranked after the recommendation for a caveat (its first token misses the scenario's target on the
 * cautious estimate) says what it costs less and why it comes after, never "same cost for the term", and the
 * recommendation is not told to "choose the cheaper fitting configuration" that the ranking put after it.
 */
class CaveatVersusTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    @Test
    void aCheaperOptionWithASlowFirstTokenSaysWhatItSavesAndWhy() throws Exception {
        // examples/requests/12: Qwen2.5-72B chat for 90 days; the lead is 8 × L40S, one whole server, at ¥180,000 for
        // the term (4 × H100 would bill their whole server too, ¥253,440, as the offer does not say a share is rented),
        // and 4 × A800 by the hour costs ¥43,027.20, ¥136,972.80 less, but its first token misses 1 s on the cautious end.
        Advice a = AdvisorFixture.advise(PlanJson.read(Path.of("examples/requests/12-budget-too-small.json")));
        Candidate lead = a.leading().orElseThrow();
        assertEquals("l40s", lead.gpu().id());
        Candidate a800 = a.candidates().stream().filter(c -> c.gpu().id().equals("a800-80g") && c.cards() == 4)
                .filter(c -> c.versusLead() != null).findFirst().orElseThrow();
        assertEquals(Warning.Code.FIRST_TOKEN_SLOW, Ranking.caveat(a800));
        assertEquals("This option costs ¥136,972.80 less for the term, but its first token comes later than the scenario's "
                + "target on the cautious estimate; the recommendation meets the target.", EN.format(a800.versusLead()));
        assertEquals("这个方案的租期费用低 ¥136,972.80，但按保守估计它出第一个 token 的时间超过场景的目标；推荐方案能达到目标。",
                ZH.format(a800.versusLead()));
        List<String> lines = a.candidates().stream().filter(c -> c.versusLead() != null)
                .map(c -> EN.format(c.versusLead())).toList();
        assertTrue(lines.stream().noneMatch(l -> l.startsWith("Same cost")), lines.toString());
        assertTrue(lead.warnings().stream().noneMatch(w -> w.code() == Warning.Code.OVER_SPECIFIED), lead.warnings()::toString);
    }
}
