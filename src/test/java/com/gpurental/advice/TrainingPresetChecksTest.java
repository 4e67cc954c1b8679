package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.ANY_STACK;
import static com.gpurental.advice.AdvisorFixture.advise;
import static com.gpurental.advice.AdvisorFixture.candidates;
import static com.gpurental.advice.AdvisorFixture.rejection;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The large-training preset's per-card rules (docs/domain.md §2: ≥ 80 GB per card, ≥ 400 GB/s between cards) are checks
 * for an LLM training, not walls: the job's own memory check decides whether a card holds its ZeRO-3 share.
 */
class TrainingPresetChecksTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    /** Qwen2.5-7B (7.62 B parameters) full training, BF16, 100 B tokens, on the large-training preset. */
    private static final String SEVEN_B_ZERO3 = "\"scenario\":\"training\",\"preset\":\"large-training\","
            + "\"model\":{\"id\":\"qwen2.5-7b\"},\"precision\":\"bf16\",\"training\":{\"method\":\"full\",\"tokens\":\"100B\"}";

    @Test
    void aSixtyFourGbAscendThatHoldsItsZero3ShareIsJudgedOnItsMerits() {
        Advice a = advise(ANY_STACK + SEVEN_B_ZERO3);
        List<Candidate> ascend = candidates(a, "ascend-910b");
        assertFalse(ascend.isEmpty(), "the 910B (64 GB) is no longer rejected by the preset's 80 GB rule");
        Candidate c = ascend.get(0);
        assertEquals(4, c.cards());
        // ZeRO-3 over 4 cards: (weights 15.2 + gradients 15.2 + optimiser 91.3 GB) ÷ 4 (16 bytes × 7.62 B shared out),
        // plus activations 0.4 and overhead 1 GB per card, × 1.2 spare = 38.2 GB a card; a 64 GB card holds 68.7 GB.
        assertEquals(38.2, c.memory().perCardGb(), 0.05);
        List<Message> checks = c.warnings().stream().filter(w -> w.code() == Warning.Code.PRESET_CHECK)
                .map(w -> (Message) w.text().args().get(0)).toList();
        assertEquals(List.of("check.memoryPerCard", "check.interconnect"), checks.stream().map(Message::key).toList());
        String memory = EN.format(checks.get(0));
        assertTrue(memory.startsWith("64 GB per card against the scenario's rule of 80 GB; this job's own memory check "
                + "gives 38.2 GB a card including the 20% spare, which a card holds (68.7 GB)."), memory);
        // HCCS pair 56 GB/s; the catalog's scaling at 4 cards: HCCS 0.90 ÷ NVLink 0.93 = 96.8 % kept.
        String link = EN.format(checks.get(1));
        assertTrue(link.startsWith("a card-to-card link of 56 GB/s per pair against the scenario's rule of 400 GB/s; "
                + "the training time counts what the slower link loses (about 96.8% of NVLink's scaling kept at 4 "
                + "cards)."), link);
        String zh = ZH.format(checks.get(0));
        assertTrue(zh.startsWith("每张卡 64 GB，低于该场景经验值 80 GB；按本任务自身的显存核算，每张卡需要 38.2 GB（含 20% 余量）"), zh);
        // The preset's indicators are not claimed as met while a rule is only a check.
        assertTrue(c.reasons().stream().noneMatch(r -> r.key().equals("reason.indicators")));
    }

    @Test
    void aCardThatCannotHoldItsShareGetsTheMemoryReason() {
        // 2 cards at most: (15.2 + 15.2 + 91.3) ÷ 2 + 0.4 + 1 = 62.25 GB, × 1.2 = 74.7 GB a card > 68.7 GB.
        Advice a = advise(ANY_STACK + SEVEN_B_ZERO3 + ",\"filters\":{\"maxCards\":2}");
        Rejection r = rejection(a, "ascend-910b");
        assertEquals(Rejection.Code.TOO_MANY_CARDS, r.code());
        String text = EN.format(r.reason());
        assertTrue(text.contains("Does not fit: 2 cards would each need 74.") && text.contains("a card holds 68.7 GB"), text);
    }

    @Test
    void cardsWithoutAnNvlinkClassLinkStayRuledOutForLargeTraining() {
        // PCIe-only cards are a real limit of the preset (docs/domain.md §4: PCIe falls off beyond 4 cards).
        Advice a = advise(ANY_STACK + SEVEN_B_ZERO3);
        Rejection r = rejection(a, "rtx-4090");
        assertEquals(Rejection.Code.MISSES_INDICATOR, r.code());
        assertEquals("reject.indicator", r.reason().key());
    }
}
