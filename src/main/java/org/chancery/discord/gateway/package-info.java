/** The JDA side: connecting, registering commands, turning events into plain calls and messages into JDA data. */
package org.chancery.discord.gateway;
