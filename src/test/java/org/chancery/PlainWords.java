package org.chancery;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.regex.Pattern;

/** The check every fuzzer runs on each answer it gets: words for a person, never Java's. */
public final class PlainWords {
    /** "null" where a name belongs, an exception, a class or package name, or a parser's character codes. */
    private static final Pattern JAVA = Pattern.compile("\\bnull\\b|Exception|\\b(java|javax|org|com)\\.[a-z]|CTRL-CHAR|\\$[A-Z]");

    private PlainWords() {}

    public static String check(String answer, String context) {
        if (answer != null) assertFalse(JAVA.matcher(answer).find(), "Java in the answer to " + context + ": " + answer);
        return answer;
    }
}
