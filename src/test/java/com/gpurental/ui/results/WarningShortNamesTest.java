package com.gpurental.ui.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.advice.Warning;
import com.gpurental.text.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The alternatives table's "Warnings" column names each warning in a few words (warning.short.&lt;code&gt;): DeepSeek-R1
 * for 200 staff showed "!warning.short.TRIAL_FIRST! · !warning.short.CLUSTER_ESTIMATE! · multi-server" in the H20's row,
 * in both languages (seven codes added since had no short name).
 */
class WarningShortNamesTest {

    @Test
    void everyWarningHasAShortNameInBothLanguages() {
        List<String> missing = new ArrayList<>();
        for (Locale language : List.of(Messages.ZH, Messages.EN)) {
            Messages m = Messages.forLocale(language);
            for (Warning.Code code : Warning.Code.values()) {
                if (!m.has("warning.short." + code.name())) {
                    missing.add(language + ": " + code);
                }
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void theDeepSeekClusterRowReadsInWords() {
        Messages zh = Messages.forLocale(Messages.ZH);
        assertEquals("先试跑一天", zh.get("warning.short.TRIAL_FIRST"));
        assertEquals("集群价为估算", zh.get("warning.short.CLUSTER_ESTIMATE"));
    }
}
