/**
 * Rest layer visual models.
 */
package org.reactivebench.jhipster.mongoreactive.web.rest.vm;
