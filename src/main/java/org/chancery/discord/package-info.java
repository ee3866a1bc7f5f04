/** Chancery on Discord: the bot wired together (ChanceryBot) and its configuration (.env and the environment). */
package org.chancery.discord;
