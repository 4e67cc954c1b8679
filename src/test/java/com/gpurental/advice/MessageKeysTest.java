package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.LLAMA2_7B_CHAT;
import static com.gpurental.advice.AdvisorFixture.SEVENTY_B_CHAT;
import static com.gpurental.advice.AdvisorFixture.advise;
import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.BudgetCheck.Status;
import com.gpurental.catalog.RentalMode;
import com.gpurental.catalog.SoftwareStack;
import com.gpurental.plan.Plan;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every message key the engine can produce exists in the English and the Chinese bundle (docs/architecture.md: "Simplified
 * Chinese and English are both complete").
 */
class MessageKeysTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static final List<String> ENGINE =
            List.of("text", "json", "catalog", "sizing", "pricing", "plan", "advice", "cli", "limits");

    /**
     * Keys written literally in the engine's sources: every string literal with a bundle prefix ({@code "reason.needsQuote"}),
     * except prefixes that are completed at run time ({@code "enum.RentalChoice." + name}).
     */
    private static Set<String> literalKeys() throws IOException {
        Pattern literal = Pattern.compile("\"((?:app|common|error|json|field|note|indicator|reject|reason|warning|hardware|mode"
                + "|assumption|suggest|enum|text|cli)\\.[A-Za-z0-9_.]*[A-Za-z0-9_])\"(?!\\s*\\+)");
        Set<String> keys = new TreeSet<>();
        for (String pkg : ENGINE) {
            Path dir = Path.of("src/main/java/com/gpurental", pkg);
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    Matcher m = literal.matcher(Files.readString(f));
                    while (m.find()) {
                        keys.add(m.group(1));
                    }
                }
            }
        }
        return keys;
    }

    @Test
    void everyKeyWrittenInTheEngineExistsInBothLanguages() throws IOException {
        Set<String> keys = literalKeys();
        // The scan must find the engine's keys, or it proves nothing.
        assertTrue(keys.size() > 120, keys::toString);
        assertEquals(List.of(),
                Stream.of("reason.needsQuote", "error.json.missing", "mode.reason.between", "error.params.tooLarge",
                "error.catalog.syntax", "cli.usage", "field.parameters", "suggest.result", "error.json.positive", "error.json.neg"
                        + "ative")
                .filter(k -> !keys.contains(k)).toList());
        List<String> missing = new ArrayList<>();
        for (String key : keys) {
            if (!EN.has(key)) {
                missing.add("en: " + key);
            }
            if (!ZH.has(key)) {
                missing.add("zh: " + key);
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void everyWarningHasATextAndAnActionInBothLanguages() {
        for (Warning.Code code : Warning.Code.values()) {
            for (Messages m : List.of(EN, ZH)) {
                assertTrue(m.has("warning." + code.name()), m.locale() + " warning." + code);
                assertTrue(m.has("warning." + code.name() + ".action"), m.locale() + " warning." + code + ".action");
            }
        }
    }

    @Test
    void everyEnumShownToUsersHasANameInBothLanguages() {
        List<Enum<?>> shown = new ArrayList<>();
        shown.addAll(List.of(RentalMode.values()));
        shown.addAll(List.of(Plan.RentalChoice.values()));
        shown.addAll(List.of(Precision.values()));
        shown.addAll(List.of(TrainingMethod.values()));
        shown.addAll(List.of(SoftwareStack.values()));
        shown.addAll(List.of(Status.values()));
        for (Enum<?> e : shown) {
            String key = "enum." + e.getDeclaringClass().getSimpleName() + "." + e.name();
            assertTrue(EN.has(key), "en " + key);
            assertTrue(ZH.has(key), "zh " + key);
        }
    }

    @Test
    void everyMessageOfARangeOfAdviceRendersInBothLanguages() {
        List<Advice> advice = List.of(
                advise(SEVENTY_B_CHAT + ",\"budget\":{\"monthlyCny\":8000}"),
                advise(SEVENTY_B_CHAT
                        + ",\"budget\":{\"totalCny\":100000},\"filters\":{\"maxCards\":4,\"modes\":[\"monthly\",\"hourly\"]}"),
                advise(SEVENTY_B_CHAT + ",\"filters\":{\"maxCards\":1}"),
                advise(fromFields(LLAMA2_7B_CHAT).rentalMode("hybrid").durationDays(40).plan()),
                advise(fromFields(LLAMA2_7B_CHAT).durationDays(20).hoursPerDay(8).plan()),
                advise(fromFields(LLAMA2_7B_CHAT).durationDays(90).hoursPerDay(8).plan()),
                advise(fromFields(LLAMA2_7B_CHAT).durationDays(20).plan()),
                advise(fromFields(LLAMA2_7B_CHAT).durationDays(90).plan()),
                advise("\"scenario\":\"training\",\"model\":{\"id\":\"llama-2-7b\"},\"training\":{\"method\":\"full\",\"tokens\":"
                        + "\"1B\"},"
                        + "\"rental\":{\"durationDays\":60},\"budget\":{\"totalCny\":100}"),
                advise("\"scenario\":\"training\",\"training\":{\"method\":\"lora\",\"tokens\":\"1B\",\"targetDays\":1,"
                        + "\"activationCheckpointing\":false},\"filters\":{\"maxCards\":8}"),
                advise("\"preset\":\"large-training\",\"domesticOnly\":false"),
                advise("\"preset\":\"small-training\",\"domesticOnly\":true"),
                advise("\"preset\":\"vision-inspection\",\"vision\":{\"latencyMs\":20}"),
                advise("\"preset\":\"chat-inference\",\"budget\":{\"monthlyCny\":100}"),
                advise("\"preset\":\"multimodal-inference\""),
                advise("\"preset\":\"research-compute\""));
        List<Message> messages = new ArrayList<>();
        for (Advice a : advice) {
            a.candidates().forEach(c -> {
                messages.addAll(c.reasons());
                c.warnings().forEach(w -> messages.addAll(List.of(w.text(), w.action())));
            });
            a.rejected().forEach(r -> messages.add(r.reason()));
            a.warnings().forEach(w -> messages.addAll(List.of(w.text(), w.action())));
            messages.add(a.modeAdvice().reason());
            messages.addAll(a.assumptions());
            a.budget().suggestions().forEach(s -> messages.add(s.description()));
        }
        Set<String> keys = new TreeSet<>();
        messages.forEach(m -> collect(m, keys));
        assertTrue(keys.size() > 60, keys::toString);
        for (Message m : messages) {
            for (Messages lang : List.of(EN, ZH)) {
                String text = lang.format(m);
                assertFalse(text.contains("!"), lang.locale() + ": " + text);
                assertFalse(text.contains("{"), lang.locale() + ": " + text);
            }
        }
    }

    private static void collect(Message m, Set<String> keys) {
        keys.add(m.key());
        m.args().stream().filter(Message.class::isInstance).forEach(a -> collect((Message) a, keys));
    }
}
