/**
 * Application root.
 */
package org.reactivebench.jhipster.mongo;
