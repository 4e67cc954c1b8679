package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.shell.Step;
import javafx.scene.control.Button;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

/** 中文 / English mid-wizard: every text changes at once, no input is lost, and it is remembered. */
class LanguageSwitchTest extends WizardRobotTest {

    @Test
    void switchingToChineseOnTheModelPageKeepsTheInputsAndChangesTheTexts() {
        alt(KeyCode.N);
        type("#parametersField", "70B");
        clickOn("#int8");
        type("#concurrentUsersField", "3");
        type("#contextTokensField", "8192");
        assertEquals("_Next", button("#nextButton").getText());
        assertEquals("Next", rendered(button("#nextButton")));

        clickOn("#zhButton");

        assertEquals(Step.MODEL, wizard.shell().current());
        assertEquals("70B", field("#parametersField").getText());
        assertEquals("3", field("#concurrentUsersField").getText());
        assertEquals("8192", field("#contextTokensField").getText());
        assertTrue(lookup("#int8").queryAs(RadioButton.class).isSelected());
        // ui_zh.properties: button.next=下一步(_N); the mnemonic's underscore is not shown.
        Button next = button("#nextButton");
        assertEquals("下一步(_N)", next.getText());
        assertEquals("下一步(N)", rendered(next));
        assertEquals("上一步(B)", rendered(button("#backButton")));
        assertEquals("2. 模型规模", text("#step-model"));
        assertTrue(lookup("#zhButton").queryAs(ToggleButton.class).isSelected());
        assertEquals(Messages.ZH, context.settings().languageOr(Messages.EN), "the choice is remembered");
        // The precision explanation follows the language and still knows the inputs (70B at INT8 = 70 GB).
        assertEquals("8 位整数精度（INT8）：每个参数 1 字节。显存减半，质量略有下降。 仅模型权重就占 72.1 GB。", text("#precisionText"));

        clickOn("#enButton");

        assertEquals("_Next", button("#nextButton").getText());
        assertEquals("Next", rendered(button("#nextButton")));
        assertEquals("2. Model size", text("#step-model"));
        assertEquals("70B", field("#parametersField").getText());
        assertEquals("3", field("#concurrentUsersField").getText());
        assertEquals(Messages.EN, context.settings().languageOr(Messages.ZH));
    }

    @Test
    void aFieldMessageIsShownAgainInTheNewLanguage() {
        alt(KeyCode.N);
        type("#parametersField", "abc");
        assertEquals("Parameter count: \"abc\" is not a parameter count. Enter a count such as 7B, 70亿 or 0.5B.",
                text("#parametersError"));
        clickOn("#zhButton");
        assertEquals("abc", field("#parametersField").getText());
        assertEquals("参数量：“abc”不是有效的参数量。请填写例如 7B、70亿 或 0.5B。", text("#parametersError"));
        assertTrue(button("#nextButton").isDisabled(), "a bad input keeps Next disabled after the switch");
        assertTrue(node("#step-model").getStyleClass().contains(Styles.STEP_PROBLEM));
    }

    @Test
    void theKeyboardStillWorksAfterTheSwitch() {
        clickOn("#zhButton");
        alt(KeyCode.N);
        assertEquals(Step.MODEL, wizard.shell().current());
        alt(KeyCode.B);
        assertEquals(Step.SCENARIO, wizard.shell().current());
    }

    @Test
    void budgetPageTextsAndMoneyInChinese() {
        interact(() -> UiFixture.seventyBChatHourly(model));
        clickOn("#step-budget");
        type("#budgetField", "5000");
        clickOn("#zhButton");
        assertEquals("5000", field("#budgetField").getText());
        // every change that fits gives up part of the need, so the banner says nothing fits, with the gap
        assertEquals("没有方案在预算之内：每月预算 ¥5,000.00，33 天租期的预算 ¥5,500.00；能满足需求的首选方案是 2 张 NVIDIA H20 96GB（容器按小时），租期费用 ¥9,820.80，差额 "
                + "¥4,320.80。", text("#statusLabel"));
        // ui_zh.properties budget.gpuCards={0} 张 {1}
        assertEquals("2 张 NVIDIA H20 96GB", row("#leadingTable", 0).get(0));
        assertEquals("¥8,928.00", row("#leadingTable", 0).get(2));
    }
}
