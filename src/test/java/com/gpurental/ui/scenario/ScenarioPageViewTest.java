package com.gpurental.ui.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Candidate;
import com.gpurental.catalog.ModelPreset;
import com.gpurental.plan.Plan;
import com.gpurental.plan.Software;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.shell.Step;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import javafx.scene.Node;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;
import org.controlsfx.control.SearchableComboBox;
import org.junit.jupiter.api.Test;

/** Step 1 with the robot: the two big choices, the preset cards, the domestic switch. */
class ScenarioPageViewTest extends WizardRobotTest {

    private List<String> cardIds() {
        return lookup("#presetCards").queryAs(FlowPane.class).getChildren().stream().map(Node::getId).toList();
    }

    private Set<String> selectedCards() {
        return lookup("#presetCards").queryAs(FlowPane.class).getChildren().stream()
                .filter(n -> n.getStyleClass().contains(Styles.SELECTED)).map(Node::getId).collect(Collectors.toSet());
    }

    @Test
    void opensOnInferenceWithTheInferenceCards() {
        assertTrue(lookup("#inferenceChoice").queryAs(ToggleButton.class).isSelected());
        assertFalse(lookup("#trainingChoice").queryAs(ToggleButton.class).isSelected());
        // catalog.json: the inference scenarios in file order.
        assertEquals(List.of("preset-vision-inspection", "preset-chat-inference", "preset-multimodal-inference",
                "preset-llm-inference", "preset-deepseek-private", "preset-r1-distill-service", "preset-qwen3-moe-service"),
                cardIds());
        assertEquals(Set.of("preset-llm-inference"), selectedCards());
    }

    @Test
    void clickingTrainingShowsTheTrainingCardsAndChoosesGeneralTraining() {
        clickOn("#trainingChoice");
        assertEquals(Plan.Scenario.TRAINING, model.scenario.get());
        assertTrue(lookup("#trainingChoice").queryAs(ToggleButton.class).isSelected());
        assertFalse(lookup("#inferenceChoice").queryAs(ToggleButton.class).isSelected());
        assertEquals(List.of("preset-small-training", "preset-large-training", "preset-research-compute",
                "preset-llm-training"), cardIds());
        assertEquals(Set.of("preset-llm-training"), selectedCards());
    }

    @Test
    void theSoftwareQuestionSetsTheTeamsStackAndShowsALoadedOne() {
        // CUDA by default; a click on "we will port" lets cards on other stacks be considered.
        assertTrue(lookup("#softwareCuda").queryAs(javafx.scene.control.RadioButton.class).isSelected());
        clickVisible("#softwareAny");
        assertEquals(Software.ANY, model.software.get());
        assertFalse(lookup("#softwareCuda").queryAs(javafx.scene.control.RadioButton.class).isSelected());
        interact(() -> model.software.set(Software.CANN));
        assertTrue(lookup("#softwareCann").queryAs(javafx.scene.control.RadioButton.class).isSelected());
        assertEquals(Software.CANN, model.snapshot().plan().software());
    }

    @Test
    void clickingTheChosenSideAgainKeepsItChosen() {
        clickOn("#inferenceChoice");
        assertEquals(Plan.Scenario.INFERENCE, model.scenario.get());
        assertTrue(lookup("#inferenceChoice").queryAs(ToggleButton.class).isSelected(),
                "the big choice must keep showing the scenario that is in force");
    }

    @Test
    void clickingAPresetCardMarksItAndFillsTheNextPage() {
        clickVisible("#preset-chat-inference");
        assertEquals(Set.of("preset-chat-inference"), selectedCards());
        assertEquals("chat-inference", model.presetId.get());
        alt(KeyCode.N);
        assertEquals(Step.MODEL, wizard.shell().current());
        // catalog.json chat-inference: Qwen2.5-7B (7.61B), FP16, 100 users, 2,048 tokens, 10 tokens/s.
        assertEquals("7.61B", field("#parametersField").getText());
        assertEquals("100", field("#concurrentUsersField").getText());
        assertEquals("2048", field("#contextTokensField").getText());
        assertEquals("10", field("#tokensPerSecondField").getText());
        assertEquals("qwen2.5-7b", lookup("#modelChoice").<SearchableComboBox<ModelPreset>>query()
                .getValue().id());
    }

    @Test
    void aPresetCardKeepsTheModelTheUserTypedSaysSoAndOffersThePresetsOwn() {
        // "700亿" became "Qwen2.5-72B" when a card was clicked: a typed model is the user's, not the preset's.
        clickOn("#step-model");
        javafx.scene.control.TextField parameters = field("#parametersField");
        interact(() -> parameters.setText(""));
        clickOn(parameters).write("700亿");
        clickOn("#step-scenario");
        assertFalse(node("#keptModelRow").isVisible(), "no note before a preset left a model in place");
        clickVisible("#preset-chat-inference");
        assertEquals("chat-inference", model.presetId.get());
        assertEquals("700亿", model.parameters.get(), "the typed model stays");
        assertEquals(null, model.modelId.get());
        assertEquals("100", model.concurrentUsers.get(), "the preset's other defaults are filled in");
        assertTrue(node("#keptModelRow").isVisible());
        assertEquals("Kept your model “700亿” instead of this scenario's usual Qwen2.5-7B; the other defaults are "
                + "filled in. Ctrl+Z undoes this choice.", text("#keptModelNote"));
        assertEquals("Use Qwen2.5-7B", lookup("#usePresetModel").queryButton().getText());

        push(KeyCode.CONTROL, KeyCode.Z);
        assertEquals("llm-inference", model.presetId.get(), "Ctrl+Z brings the earlier scenario back");
        assertEquals("700亿", model.parameters.get());
        assertFalse(node("#keptModelRow").isVisible(), "the note went with the choice it spoke of");

        clickVisible("#preset-chat-inference");
        clickVisible("#usePresetModel");
        assertEquals("qwen2.5-7b", model.modelId.get());
        assertEquals("7.61B", model.parameters.get());
        assertFalse(node("#keptModelRow").isVisible());
        push(KeyCode.CONTROL, KeyCode.Z);
        assertEquals("700亿", model.parameters.get(), "Ctrl+Z brings the typed model back");
    }

    @Test
    void aPresetCardReplacesTheModelThePreviousPresetFilledIn() {
        // The general preset's own Qwen2.5-72B is no choice of the user's: the chat card puts its Qwen2.5-7B in.
        assertEquals("qwen2.5-72b", model.modelId.get());
        clickVisible("#preset-chat-inference");
        assertEquals("qwen2.5-7b", model.modelId.get());
        assertFalse(node("#keptModelRow").isVisible());
    }

    @Test
    void spaceOnAFocusedCardChoosesIt() {
        Node card = node("#preset-multimodal-inference");
        interact(card::requestFocus);
        push(KeyCode.SPACE);
        assertEquals("multimodal-inference", model.presetId.get());
        assertEquals(Set.of("preset-multimodal-inference"), selectedCards());
    }

    @Test
    void cardsShowNameAndKeyIndicators() {
        Node card = node("#preset-chat-inference");
        List<String> texts = from(card).lookup(".label").queryAllAs(javafx.scene.control.Label.class).stream()
                .map(javafx.scene.control.Label::getText).toList();
        // The 1 s target is the first token's, with the reply's speed beside it (one indicator label each).
        assertEquals(7, texts.size(), texts::toString);
        assertEquals("≥16 GB per card · ≥50 users per card · first token ≤1 s · ≥10 tokens/s per user · typically 1–2 cards",
                String.join("", texts.subList(2, 7)));
    }

    /**
     * In Chinese the indicators broke inside numbers ("≤1,⏎000 毫秒", "1–⏎4 张卡"). Each indicator
     * is now a label of its own that never wraps; lines break only between indicators.
     */
    @Test
    void noIndicatorIsBrokenAcrossLinesInChinese() {
        clickOn("#zhButton");
        for (Node card : lookup(".preset-card").queryAll()) {
            List<javafx.scene.control.Label> parts = from(card).lookup(".card-indicators")
                    .queryAllAs(javafx.scene.control.Label.class).stream().toList();
            assertTrue(parts.size() >= 1);
            for (javafx.scene.control.Label part : parts) {
                assertFalse(part.isWrapText(), part.getText());
                javafx.scene.text.Text shown = from(part).lookup((Predicate<Node>)
                        n -> n instanceof javafx.scene.text.Text).query();
                assertEquals(part.getText(), shown.getText(), "shown whole");
                assertTrue(shown.getLayoutBounds().getHeight() < 1.6 * shown.getFont().getSize() + 4,
                        () -> part.getText() + " spans more than one line");
            }
        }
        List<String> chat = from((Node) node("#preset-chat-inference")).lookup(".card-indicators")
                .queryAllAs(javafx.scene.control.Label.class).stream().map(javafx.scene.control.Label::getText).toList();
        assertTrue(chat.stream().anyMatch(t -> t.startsWith("首个词元 ≤1 秒")), chat::toString);
    }

    /** The switch itself (AtlantaFX's ToggleSwitch reacts to its thumb area, not to its text). */
    private void clickDomesticSwitch() {
        Node toggle = node("#domesticSwitch");
        reveal(toggle);
        clickOn(from(toggle).lookup(".thumb-area").<Node>query());
    }

    @Test
    void domesticSwitchLimitsTheChoiceToDomesticGpus() {
        // docs/domain.md §3.6: one server of 910B cards gives the 70B model about 18.7 tokens/s a user, and a second
        // server is a second pipeline stage (memory, not speed): the domestic answer is asked for 15 tokens/s.
        interact(() -> model.tokensPerSecond.set("15"));
        clickDomesticSwitch();
        assertTrue(model.domesticOnly.get());
        clickOn("#step-budget");
        var rows = lookup("#leadingTable").queryTableView().getItems();
        assertFalse(rows.isEmpty());
        for (Object o : rows) {
            assertTrue(((Candidate) o).gpu().domestic(), o.toString());
        }
        // docs/domain.md §2: domestic → Ascend 910B; 72.7B at FP16 fits 4 of its 64 GB cards, but at the central estimate of
        // its bandwidth (sources: 0.4–1.6 TB/s, central 1.0 × HBM share 0.45) with HCCS at 0.8 and the tensor-parallel
        // floor (80 layers × 0.06 ms) 8 cards give about 18.7 tokens/s, above the 15 asked: one server of 8 cards.
        assertEquals("8 × Huawei Ascend 910B", row("#leadingTable", 0).get(0));
        clickOn("#step-scenario");
        clickDomesticSwitch();
        assertFalse(model.domesticOnly.get());
        // the preset's 30-day service takes no buffer: one whole month of 8 × RTX 4090 bare-metal leads (the header
        // names no card until the load is given: ShellViewModelTest)
        var leading = model.advice().leading().orElseThrow();
        assertEquals("8 × NVIDIA GeForce RTX 4090", leading.cards() + " × " + leading.gpu().displayName().en());
    }
}
