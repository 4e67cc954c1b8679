package com.gpurental.text;

import com.gpurental.units.Cny;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.ChoiceFormat;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.Format;
import java.text.MessageFormat;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * Renders {@link Message}s in one language. The bundles live in {@code i18n/messages_*.properties}
 * (UTF-8). Lookup never falls back to the JVM's default locale, so English stays English on a
 * Chinese machine and vice versa.
 */
public final class Messages {

    /** The bundles, each with an {@code _en} and a {@code _zh} file: engine, comparison and checklist, user interface, PDF
     * report. */
    public static final List<String> BUNDLES =
            List.of("i18n.messages", "i18n.compare", "i18n.ui", "i18n.report",
            "i18n.acceptance");
    public static final Locale ZH = Locale.SIMPLIFIED_CHINESE;
    public static final Locale EN = Locale.ENGLISH;

    private final ResourceBundle bundle;
    private final Locale locale;

    private Messages(Locale locale) {
        this.locale = locale;
        this.bundle = loadBundle(locale);
    }

    /** All bundles of one language merged into one (what FXML's {@code %key} lookups use). */
    public static ResourceBundle loadBundle(Locale locale) {
        Locale lookup = isChinese(locale) ? Locale.CHINESE : Locale.ENGLISH;
        Map<String, Object> all = new HashMap<>();
        for (String name : BUNDLES) {
            ResourceBundle b;
            try {
                b = ResourceBundle.getBundle(name, lookup,
                        ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
            } catch (MissingResourceException e) {
                continue; // a bundle not written yet
            }
            for (String key : b.keySet()) {
                all.put(key, b.getObject(key));
            }
        }
        return new MergedBundle(lookup, all);
    }

    private static final class MergedBundle extends ResourceBundle {
        private final Locale locale;
        private final Map<String, Object> entries;

        MergedBundle(Locale locale, Map<String, Object> entries) {
            this.locale = locale;
            this.entries = entries;
        }

        @Override
        public Locale getLocale() {
            return locale;
        }

        @Override
        protected Object handleGetObject(String key) {
            return entries.get(key);
        }

        @Override
        public Enumeration<String> getKeys() {
            return Collections.enumeration(entries.keySet());
        }
    }

    public static Messages forLocale(Locale locale) {
        return new Messages(isChinese(locale) ? ZH : EN);
    }

    /** Parses a command-line or preference language code: {@code zh} or {@code en}. */
    public static Locale parseLanguage(String code) {
        if (code == null) {
            return null;
        }
        return switch (code.trim().toLowerCase(Locale.ROOT)) {
            case "zh", "zh-cn", "zh_cn", "cn", "chinese", "中文" -> ZH;
            case "en", "en-us", "en_us", "english" -> EN;
            default -> null;
        };
    }

    public static boolean isChinese(Locale locale) {
        return locale != null && "zh".equals(locale.getLanguage());
    }

    public Locale locale() {
        return locale;
    }

    public ResourceBundle bundle() {
        return bundle;
    }

    public boolean isChinese() {
        return isChinese(locale);
    }

    public String get(String key) {
        try {
            return bundle.getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
    }

    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    public String format(String key, Object... args) {
        return format(Message.of(key, args));
    }

    /**
     * {@code message} in words, every amount of money to the fen: ¥8,928.00, ¥9,820.80. One format in every sentence and
     * every paper, so that one amount reads the same wherever it is stated (audit 33 §9 found "每月 ¥8,928，整个租期 33 天共
     * ¥9,820.80" in one sentence; the session 22 buyer check found ¥868,992 on one line of the approval and ¥868,992.00 on
     * the next) and as a finance department writes it. Chart axes and bar labels keep {@link #money}.
     */
    public String format(Message message) {
        MessageFormat pattern = new MessageFormat(get(message.key()), locale);
        // An argument a pattern chooses on ({0,choice,0#{0} days|1#1 day|1<{0} days}: English plurals) stays
        // a number, rounded to one decimal as numbers are shown everywhere, so that 0.96 reads "1 day";
        // every other one is rendered here (money, one decimal, enums, nested messages).
        Format[] formats = pattern.getFormatsByArgumentIndex();
        Object[] rendered = new Object[message.args().size()];
        boolean chinese = isChinese();
        for (int i = 0; i < rendered.length; i++) {
            Object arg = message.args().get(i);
            boolean chosenOn = i < formats.length && formats[i] instanceof ChoiceFormat;
            if (chosenOn && !(arg instanceof Number)) {
                // A choice needs a number: text (a range "0.9–4.2", a value as typed) takes the last, plural branch
                // ("{0} days"), with the text in it.
                Object[] branches = ((ChoiceFormat) formats[i]).getFormats();
                String plural = String.valueOf(branches[branches.length - 1]);
                pattern.setFormatByArgumentIndex(i, null);
                rendered[i] = plural.replace("{" + i + "}", String.valueOf(renderArg(arg)));
            } else {
                rendered[i] = chosenOn ? choosable((Number) arg) : renderArg(arg);
            }
            if (chinese && rendered[i] instanceof String text) {
                rendered[i] = ChineseSpacing.mark(text);
            }
        }
        return chinese ? ChineseSpacing.tighten(pattern.format(rendered)) : pattern.format(rendered);
    }

    private static Number choosable(Number n) {
        if (n instanceof Double || n instanceof Float) {
            return BigDecimal.valueOf(n.doubleValue()).setScale(1, RoundingMode.HALF_UP).stripTrailingZeros();
        }
        return n;
    }

    private Object renderArg(Object arg) {
        if (arg instanceof Message nested) {
            return format(nested);
        }
        if (arg instanceof Localized text) {
            return text.in(locale);
        }
        if (arg == null) {
            return get("common.unknown");
        }
        if (arg instanceof BigDecimal money) {
            return fen(money);
        }
        if (arg instanceof Cny cny) {
            return fen(cny.amount());
        }
        if (arg instanceof Double d) {
            return number(d, 1);
        }
        if (arg instanceof Float f) {
            return number(f.doubleValue(), 1);
        }
        if (arg instanceof List<?> list) {
            // A list is joined the locale's way ("CANN、CUDA" in Chinese, not "CANN, CUDA")
            return String.join(get("report.listSeparator"), list.stream().map(x -> String.valueOf(renderArg(x))).toList());
        }
        if (arg instanceof Enum<?> e) {
            String key = "enum." + e.getDeclaringClass().getSimpleName() + "." + e.name();
            return has(key) ? get(key) : e.name();
        }
        return arg;
    }

    /** ¥8,928 or ¥1,411.20: cents only when there are any. */
    public String money(BigDecimal amount) {
        BigDecimal scaled = amount.setScale(2, RoundingMode.HALF_UP);
        boolean whole = scaled.remainder(BigDecimal.ONE).signum() == 0;
        DecimalFormat f = new DecimalFormat(whole ? "#,##0" : "#,##0.00", DecimalFormatSymbols.getInstance(locale));
        return "¥" + f.format(scaled);
    }

    /** {@link #money(BigDecimal)} of an amount of {@link Cny}. */
    public String money(Cny amount) {
        return money(amount.amount());
    }

    /** {@link #fen(BigDecimal)} of an amount of {@link Cny}. */
    public String fen(Cny amount) {
        return fen(amount.amount());
    }

    /** ¥7,920.00 or ¥1,411.20: always to the fen, as a table column and a workbook show money (one format down a column). */
    public String fen(BigDecimal amount) {
        DecimalFormat f = new DecimalFormat("#,##0.00", DecimalFormatSymbols.getInstance(locale));
        return "¥" + f.format(amount.setScale(2, RoundingMode.HALF_UP));
    }

    /** A grouped number with at most {@code decimals} fraction digits. */
    public String number(double value, int decimals) {
        DecimalFormat f = new DecimalFormat(decimals > 0 ? "#,##0." + "#".repeat(decimals) : "#,##0",
                DecimalFormatSymbols.getInstance(locale));
        // Half up, as a number a pattern chooses on is rounded (choosable): the default half-even gave
        // 5.25 as "5.2" in Chinese and "5.3" in English. The decimal value of the double is rounded, not its binary.
        f.setRoundingMode(RoundingMode.HALF_UP);
        return f.format(BigDecimal.valueOf(value));
    }

    /** A figure that may be unknown: the number with its unit, or "unknown". */
    public String figure(Double value, int decimals, String unitKey) {
        if (value == null) {
            return get("common.unknown");
        }
        return number(value, decimals) + " " + get(unitKey);
    }
}
