package org.reactivebench.dbproxy.conditions;

import java.math.BigDecimal;
import java.util.regex.Pattern;

/** Reads a plain non-negative decimal ({@code 20}, {@code 0.5}, {@code .5}) up to a maximum; no sign, exponent, NaN. */
public final class NonNegativeDecimal {

    private static final Pattern DECIMAL = Pattern.compile("[0-9]+(\\.[0-9]*)?|\\.[0-9]+");

    private NonNegativeDecimal() {
    }

    /** The number, or an {@link IllegalArgumentException} whose message names {@code name} and the input. */
    public static BigDecimal parse(String name, String text, BigDecimal max) {
        if (text == null || !DECIMAL.matcher(text).matches()) {
            throw new IllegalArgumentException(name + " must be a non-negative number such as 20 or 0.5, not '"
                    + text + "'");
        }
        BigDecimal number = new BigDecimal(text);
        if (number.compareTo(max) > 0) {
            throw new IllegalArgumentException(name + " must be at most " + max.toPlainString() + ", not " + text);
        }
        return number;
    }
}
