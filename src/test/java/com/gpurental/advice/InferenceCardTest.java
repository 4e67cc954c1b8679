package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * An inference card is never rented for training: the Ascend 310P (Atlas 300I Pro) is sold for inference, and training
 * on it is not supported (catalog.json, its source PaddlePaddle/PaddleX issue #1839). It stays a choice for serving.
 */
class InferenceCardTest {

    @Test
    void theAscend310pIsRuledOutOfATrainingAndSaysWhy() throws Exception {
        // examples/domestic-training.json listed "8 × Ascend 310P: about 3.2 days … ask for a quote" among the options.
        Advice a = AdvisorFixture.advise(PlanJson.read(Path.of("examples/domestic-training.json")));
        assertTrue(a.allCandidates().stream().noneMatch(c -> c.gpu().id().equals("ascend-310p")));
        assertTrue(a.needsQuote().stream().noneMatch(c -> c.gpu().id().equals("ascend-310p")));
        Rejection r = AdvisorFixture.rejection(a, "ascend-310p");
        assertEquals(Rejection.Code.MISSES_INDICATOR, r.code());
        assertEquals("An inference card: its maker sells it for serving models, and its software stack does not train on it.",
                Messages.forLocale(Messages.EN).format(r.reason()));
        assertEquals("推理卡：厂商只把它用于模型推理，它的软件栈不支持在它上面训练。",
                Messages.forLocale(Messages.ZH).format(r.reason()));
    }

    @Test
    void onlyThe310pIsMarkedAnInferenceCard() {
        assertTrue(AdvisorFixture.CATALOG.gpu("ascend-310p").orElseThrow().inferenceOnly());
        assertFalse(AdvisorFixture.CATALOG.gpu("ascend-910b").orElseThrow().inferenceOnly());
    }
}
