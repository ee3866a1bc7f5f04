package org.chancery.bench;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;

/** The W3K start with an order for each of its 70 units, for the benchmark and its test. */
public final class W3kPositions {
    private W3kPositions() {}

    public static Ruleset rules() { return Rulesets.of("wars-of-the-three-kingdoms"); }

    /**
     * Summer 1642: every unit ordered in the rulebook's style: moves into neighbouring regions and centres,
     * supports, bounces, two proxies, an order ignored for want of consent and a conversion.
     */
    public static Positions.Scenario summer1642() {
        Ruleset r = rules();
        GameState s = r.start();
        String[][] given = {
            {"Crown", "A wiltshire-newsarum", "A oxfordshire-berkshire", "A gloucestershire S A worcestershire-herefordshire",
                "A worcestershire-herefordshire", "F glamorganshire-bristolchannel", "F bristol H", "F rouen-seine"},
            {"Cumberland", "A carlisle-eskdale", "A allerdale S A carlisle-eskdale", "F furness-morecambe",
                "F caernarfonshire/nc-irishsea", "A denbighshire-shropshire", "A flintshire-cheshire", "A denhaag-holland"},
            {"Newcastle", "A richmond under the orders of Crown", "A durham-barnard", "F newcastle-tynemouth", "F york converts to A",
                "A bolsover-derbyshire", "A nottinghamshire-leicestershire", "F lehavre-uppernormandy/nc"},
            {"Montrose", "F edinburgh-mainchannel", "A tweeddale-clydesdale", "A teviotdale-eskdale", "F stornoway-minch",
                "F lewis/wc-sulisker", "A skye H", "F amsterdam-zuidersee"},
            {"Ormond", "F dublin-dublinbay", "A meath-kildare", "A drogheda-dublin",
                "A tipperary-kingscounty", "A limerick-clare", "F ennis-shannonestuary", "F brest-rade"},
            {"Protectorate", "A deptford-london", "A sutton S A deptford-london", "A aylesford-shepway", "A canterbury-staugustine",
                "F deal-goodwin", "F hastings-kingmere", "F utrecht H"},
            {"Manchester", "A cambridgeshire-bedfordshire", "A suffolk-essex", "A norwich-norfolk", "F yarmouth-yarmouthroads",
                "F kingslynn-wash", "A colchester S A suffolk-essex", "F cherbourg under the orders of Hamilton"},
            {"Argyll", "A argyll-lennox", "A gylen-lorne", "A kintyre-knapdale", "F islay-soundofjura", "F belfast-belfastlough",
                "F derry-skerryvore", "F nantes-quiberon"},
            {"Hamilton", "F nantes H", "A elgin-nairn", "F buchan-buchandeep", "F forfar-tay", "A perth-strathearn", "A marr-banff",
                "F aberdeen S F buchan-buchandeep", "F stvalery-somme", "F cherbourg-barfleur"},
            {"Confederacy", "A leitrim-longford", "F sligo-donegalbay", "A roscommon-westmeath", "A kilkenny-carlow",
                "F ecork-courtmacsherry", "A clonmel-waterford", "A antwerp-flanders"},
        };
        List<Order> orders = new ArrayList<>();
        List<String> bad = new ArrayList<>();
        for (String[] power : given) {
            for (int i = 1; i < power.length; i++) {
                ParseResult p = r.parse(s, power[0], power[i]);
                if (p instanceof ParseResult.Ok ok) orders.add(ok.order());
                else bad.add(power[0] + ": " + power[i] + " -> " + ((ParseResult.Error) p).message());
            }
        }
        if (!bad.isEmpty()) throw new IllegalStateException(String.join("\n", bad));
        return new Positions.Scenario(s, orders);
    }
}
