/**
 * Rest layer error handling.
 */
package org.reactivebench.jhipster.mongo.web.rest.errors;
