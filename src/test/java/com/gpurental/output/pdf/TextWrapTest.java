package com.gpurental.output.pdf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/** Line breaking: Latin between words, CJK between characters, punctuation kept with its neighbour. */
class TextWrapTest {

    /** A monospace measure: Latin 1 unit, CJK and full-width characters 2 units. */
    private static final ToDoubleFunction<String> WIDTH = s -> s.codePoints().map(cp -> TextWrap.isCjk(cp) ? 2 : 1).sum();

    @Test
    void latinTextBreaksBetweenWords() {
        assertEquals(List.of("Check the", "supporting", "hardware"), TextWrap.wrap("Check the supporting hardware", 10, WIDTH));
    }

    @Test
    void chineseTextBreaksBetweenAnyTwoCharacters() {
        assertEquals(List.of("请向供应商", "索取报价"), TextWrap.wrap("请向供应商索取报价", 10, WIDTH));
    }

    @Test
    void closingPunctuationNeverStartsALine() {
        // "商，" is kept together: the comma would otherwise open the second line
        assertEquals(List.of("请向供应", "商，索取报", "价。"), TextWrap.wrap("请向供应商，索取报价。", 10, WIDTH));
    }

    @Test
    void openingPunctuationNeverEndsALine() {
        assertEquals(List.of("超出预算", "（超出", "¥928.00）"), TextWrap.wrap("超出预算（超出 ¥928.00）", 10, WIDTH));
    }

    @Test
    void mixedTextKeepsLatinWordsAndNumbersWhole() {
        assertEquals(List.of("推荐：2 张", "NVIDIA H20", "96GB，每月", "¥8,928.00"),
                TextWrap.wrap("推荐：2 张 NVIDIA H20 96GB，每月 ¥8,928.00", 10, WIDTH));
    }

    @Test
    void aWordWiderThanTheLineIsBrokenBetweenCharacters() {
        assertEquals(List.of("see", "/very/long", "/path/to/f", "ile.pdf"),
                TextWrap.wrap("see /very/long/path/to/file.pdf", 10, WIDTH));
    }

    @Test
    void explicitLineBreaksAreKept() {
        assertEquals(List.of("a", "", "b c"), TextWrap.wrap("a\n\nb c", 10, WIDTH));
    }

    @Test
    void noLineIsWiderThanTheWidth() {
        String text = "每个 GPU 在所有图表中颜色一致；“未知”表示该指标未公开（不会画成零）。Each GPU keeps its colour in every chart.";
        for (String line : TextWrap.wrap(text, 12, WIDTH)) {
            assertEquals(true, WIDTH.applyAsDouble(line) <= 12, line);
        }
    }
}
