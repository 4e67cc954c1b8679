package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.PlanJson;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Messages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The twelve realistic 2026 requests of the review (examples/requests/): each is advised with a deployment line
 * (servers × cards, tensor parallel, replicas), a response-time or deadline check where the scenario has one, and a
 * budget headline that names the monthly budget, the term's budget and the term's cost.
 */
class TwelveRequestsTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);

    static Stream<String> requests() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("examples/requests"))) {
            List<String> names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json")).sorted().toList();
            assertEquals(12, names.size(), names.toString());
            return names.stream();
        }
    }

    @ParameterizedTest
    @MethodSource("requests")
    void eachRequestGetsADeploymentItsChecksAndAPlainBudgetHeadline(String name) throws Exception {
        Advice a = AdvisorFixture.advise(PlanJson.read(Path.of("examples/requests", name)));
        Candidate lead = a.leading().orElseGet(() -> a.budget().cheapest());
        assertNotNull(lead, name + ": no configuration at all");
        Deployment d = lead.deployment();
        assertNotNull(d, name);
        assertTrue(d.servers() >= 1 && d.cardsPerServer() >= 1 && d.tensorParallel() >= 1 && d.replicas() >= 1, name);
        assertEquals(lead.cards(), Math.min(lead.cards(), d.servers() * d.cardsPerServer()), name);
        String preset = a.plan().preset().id();
        if (preset.equals("chat-inference") || preset.equals("multimodal-inference")) {
            assertNotNull(lead.responseTime(), name + ": a chat or multimodal answer checks its response time");
            assertNotNull(lead.responseMeetsTarget(), name);
        }
        if (a.plan().workload().targetDays() != null) {
            assertTrue(lead.reasons().stream().anyMatch(r -> r.key().equals("reason.deadlineCautious")), name);
        }
        if (a.plan().workload().kind() == WorkloadKind.VISION) {
            assertTrue(lead.reasons().stream().anyMatch(r -> r.key().startsWith("reason.inspection")), name);
        }
        // The budget headline names the budget and the term's cost in one sentence, never a bare "within budget".
        String headline = EN.format(a.budget().headline());
        assertTrue(headline.contains("¥"), name + ": " + headline);
        assertTrue(headline.matches(".*¥[0-9,.]+.*¥[0-9,.]+.*"), name + ": " + headline);
    }
}
