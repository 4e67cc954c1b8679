package com.gpurental.quotes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.purchase.BillingUnit;
import com.gpurental.purchase.Invoice;
import com.gpurental.purchase.PriceUnit;
import com.gpurental.purchase.QuoteColumn;
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

/** Every text the quote engine writes exists in Chinese and English (the quote keys live in the engine bundle). */
class QuoteMessageKeysTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static Set<String> literalKeys() throws IOException {
        Pattern literal = Pattern.compile("\"((?:quote|reject|reason|indicator)\\.[A-Za-z0-9_.]*[A-Za-z0-9_])\"(?!\\s*\\+)");
        Set<String> keys = new TreeSet<>();
        for (String pkg : List.of("quotes", "purchase")) {
            try (Stream<Path> files = Files.walk(Path.of("src/main/java/com/gpurental", pkg))) {
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
    void everyKeyOfTheQuoteEngineExistsInBothLanguages() throws IOException {
        Set<String> keys = literalKeys();
        assertTrue(keys.size() > 45 && keys.contains("quote.flag.taxBasis") && keys.contains("quote.error.vatNeeded"),
                keys::toString);
        for (QuoteColumn c : QuoteColumn.values()) {
            keys.add(c.headerKey());
        }
        for (Enum<?>[] values : List.<Enum<?>[]>of(PriceUnit.values(), BillingUnit.values(), Invoice.values())) {
            for (Enum<?> e : values) {
                keys.add("enum." + e.getDeclaringClass().getSimpleName() + "." + e.name());
            }
        }
        for (String field : List.of("serverPriceCny", "serverCards", "gpu", "powerKw", "pue", "electricityCnyPerKwh",
                "hostingCnyPerMonth", "opsCnyPerYear", "depreciationYears", "residualPercent")) {
            keys.add("quote.owner." + field);
        }
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
    void everyFlagOfTheWorkedCheckReadsWithoutEnglishInChinese() {
        for (VendorQuoteCost q : QuoteFixture.workedCheck().ranked()) {
            for (QuoteFlag f : q.flags()) {
                String zh = ZH.format(f.text());
                assertTrue(!zh.matches(".*[A-Za-z]{4,}.*"), zh);
            }
        }
    }
}
